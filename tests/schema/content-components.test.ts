import { describe, expect, it } from 'vitest';
import { allowedComponentProps, componentPropProblem } from '../../schema/content-components.ts';

describe('componentPropProblem', () => {
  it('accepts the listed props of a listed component with values of their kind', () => {
    expect(componentPropProblem('RaceChart', 'options', { topN: 10 })).toBeUndefined();
    expect(componentPropProblem('GalleryDemo', 'variant', 1)).toBeUndefined();
    expect(componentPropProblem('Link', 'className', ['a', 'b'])).toBeUndefined();
  });

  it('names what is wrong with any other prop', () => {
    expect(componentPropProblem('Link', 'dangerouslySetInnerHTML', { __html: '<b>x</b>' })).toBe('`dangerouslySetInnerHTML` is not a prop content can set on <Link>');
    expect(componentPropProblem('Link', 'onClick', 'x()')).toBe('`onClick` is not a prop content can set on <Link>');
    expect(componentPropProblem('Playground', 'children', 'x')).toBe('`children` is not a prop content can set on <Playground>');
    expect(componentPropProblem('RaceChart', 'style', 'color:red')).toBe('<RaceChart> takes no prop `style`');
    expect(componentPropProblem('RaceChart', 'options', ['a'])).toBe('the prop `options` of <RaceChart> must be an object');
    expect(componentPropProblem('GalleryDemo', 'name', 3)).toBe('the prop `name` of <GalleryDemo> must be a string');
  });

  it("gives a site's own component strings, numbers and booleans, and no prop that could carry code to an element", () => {
    expect(componentPropProblem('Chart', 'label', 'x')).toBeUndefined();
    expect(componentPropProblem('Chart', 'big', true)).toBeUndefined();
    expect(componentPropProblem('Chart', 'data', { a: 1 })).toBe('the prop `data` of <Chart> must be a string, number or boolean (it is a site component, which takes no objects)');
    expect(componentPropProblem('Chart', 'srcDoc', '<script>x</script>')).toBe('`srcDoc` is not a prop content can set on <Chart>');
    expect(componentPropProblem('Chart', 'key', 'k')).toBe('`key` is not a prop content can set on <Chart>');
  });
});

describe('allowedComponentProps', () => {
  it('keeps only what content may give the component', () => {
    expect(allowedComponentProps('Link', { to: '/x', dangerouslySetInnerHTML: { __html: 'x' }, onMouseOver: 'x()', target: '_blank', ref: 'r' })).toEqual({ to: '/x', target: '_blank' });
  });

  it('keeps a prop exactly when componentPropProblem finds nothing wrong with it', () => {
    const values: unknown[] = ['x', 3, true, { a: 1 }, ['a'], null];
    const props = ['to', 'className', 'options', 'variant', 'style', 'srcDoc', 'onClick', 'key', 'label'];
    for (const component of ['Link', 'RaceChart', 'GalleryDemo', 'Playground', 'Chart']) {
      for (const prop of props) {
        for (const value of values) {
          const kept = Object.hasOwn(allowedComponentProps(component, { [prop]: value }), prop);
          expect(kept, `${component} ${prop} ${JSON.stringify(value)}`).toBe(componentPropProblem(component, prop, value) === undefined);
        }
      }
    }
  });
});
