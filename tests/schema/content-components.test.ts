import { describe, expect, it } from 'vitest';
import { allowedComponentProps, componentPropProblem, contentComponents, type DeclaredProps, linkComponentProps } from '../../schema/content-components.ts';

/** A site's config declaring its chart's props (`componentProps`), and a player that takes none. */
const DECLARED: DeclaredProps = { RaceChart: { dataUrl: 'string', options: 'object', height: 'number' }, Player: {} };

describe('componentPropProblem', () => {
  it('accepts the listed props of a listed component with values of their kind, a built-in one or one the site declares', () => {
    expect(componentPropProblem('RaceChart', 'options', { topN: 10 }, DECLARED)).toBeUndefined();
    expect(componentPropProblem('RaceChart', 'height', 400, DECLARED)).toBeUndefined();
    expect(componentPropProblem('Link', 'className', ['a', 'b'])).toBeUndefined();
  });

  it('names what is wrong with any other prop', () => {
    expect(componentPropProblem('Link', 'dangerouslySetInnerHTML', { __html: '<b>x</b>' })).toBe('`dangerouslySetInnerHTML` is not a prop content can set on <Link>');
    expect(componentPropProblem('Link', 'onClick', 'x()')).toBe('`onClick` is not a prop content can set on <Link>');
    expect(componentPropProblem('Player', 'children', 'x', DECLARED)).toBe('`children` is not a prop content can set on <Player>');
    expect(componentPropProblem('Player', 'speed', 2, DECLARED)).toBe('<Player> takes no prop `speed`');
    expect(componentPropProblem('RaceChart', 'style', 'color:red', DECLARED)).toBe('<RaceChart> takes no prop `style`');
    expect(componentPropProblem('RaceChart', 'options', ['a'], DECLARED)).toBe('the prop `options` of <RaceChart> must be an object');
    expect(componentPropProblem('RaceChart', 'dataUrl', 3, DECLARED)).toBe('the prop `dataUrl` of <RaceChart> must be a string');
  });

  it("gives a site's own component strings, numbers and booleans, and no prop that could carry code to an element", () => {
    expect(componentPropProblem('Chart', 'label', 'x')).toBeUndefined();
    expect(componentPropProblem('Chart', 'big', true)).toBeUndefined();
    expect(componentPropProblem('Chart', 'data', { a: 1 })).toBe("the prop `data` of <Chart> must be a string, number or boolean (a site component takes other values only as its config's `componentProps` declares)");
    // Undeclared, the chart takes what any site component takes.
    expect(componentPropProblem('RaceChart', 'options', { topN: 10 })).toBe("the prop `options` of <RaceChart> must be a string, number or boolean (a site component takes other values only as its config's `componentProps` declares)");
    expect(componentPropProblem('Chart', 'srcDoc', '<script>x</script>')).toBe('`srcDoc` is not a prop content can set on <Chart>');
    expect(componentPropProblem('Chart', 'key', 'k')).toBe('`key` is not a prop content can set on <Chart>');
  });
});

describe('allowedComponentProps', () => {
  it('keeps only what content may give the component', () => {
    expect(allowedComponentProps('Link', { to: '/x', dangerouslySetInnerHTML: { __html: 'x' }, onMouseOver: 'x()', target: '_blank', ref: 'r' }, contentComponents)).toEqual({ to: '/x', target: '_blank' });
  });

  it("keeps a built-in component's prop exactly when componentPropProblem finds nothing wrong with it", () => {
    const values: unknown[] = ['x', 3, true, { a: 1 }, ['a'], null];
    const props = ['to', 'className', 'options', 'variant', 'style', 'srcDoc', 'onClick', 'key', 'label', 'groupId'];
    for (const component of ['Link', 'Tabs', 'Details']) {
      for (const prop of props) {
        for (const value of values) {
          const kept = Object.hasOwn(allowedComponentProps(component, { [prop]: value }, contentComponents), prop);
          expect(kept, `${component} ${prop} ${JSON.stringify(value)}`).toBe(componentPropProblem(component, prop, value) === undefined);
        }
      }
    }
  });

  it("gives a site's own component every prop the parser could have kept under some declaration, never React's own or one that carries code", () => {
    expect(allowedComponentProps('RaceChart', { dataUrl: '/d.csv', options: { topN: 5 }, labels: ['a'], height: 400, onClick: 'x()', key: 'k', srcDoc: '<b>', style: 'color:red' }, contentComponents)).toEqual({
      dataUrl: '/d.csv',
      options: { topN: 5 },
      labels: ['a'],
      height: 400,
    });
  });

  it("checks <Link>'s props alone where the bundle carries only its list", () => {
    expect(allowedComponentProps('Link', { to: '/x', onClick: 'x()', style: 'a' }, linkComponentProps)).toEqual({ to: '/x' });
    expect(allowedComponentProps('Tabs', { groupId: 'g', lazy: true }, linkComponentProps)).toEqual({ groupId: 'g', lazy: true });
  });
});
