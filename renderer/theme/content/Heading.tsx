/** h2–h6 with their id and a hash link, as in every docs theme. */
import type { ElementProps } from './hast-to-react.ts';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function anchoredHeading(Tag: HeadingTag) {
  // Its props are hast-to-react's attribute values of a content heading, nothing React would act on.
  function Heading({ id, children, ...attributes }: ElementProps) {
    const anchor = typeof id === 'string' ? id : undefined;
    return (
      <Tag id={anchor} className="anchor" {...attributes}>
        {children}
        {anchor ? (
          <a className="hash-link" href={`#${anchor}`} aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  return Heading;
}
