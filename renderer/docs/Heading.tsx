/** h2–h6 with their id and a hash link, as in every docs theme. */
import type { ComponentPropsWithoutRef } from 'react';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function anchoredHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<HeadingTag>) {
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}
