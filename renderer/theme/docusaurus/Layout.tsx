/**
 * `@theme/Layout`, for a site's React pages: the page's main column, and its `title` (with the
 * site's, as page titles are written) and `description` in the document head. The root layout
 * (navbar, announcement bar, footer) is the app's, around every route already.
 */
import type { ReactNode } from 'react';
import Head from './Head.tsx';
import useDocusaurusContext from './useDocusaurusContext.ts';

export interface LayoutProps {
  title?: string;
  description?: string;
  wrapperClassName?: string;
  children?: ReactNode;
}

export default function Layout({ title, description, wrapperClassName, children }: LayoutProps) {
  const site = useDocusaurusContext().siteConfig.title;
  const fullTitle = title && title !== site ? `${title} | ${site}` : undefined;
  return (
    <>
      <Head>
        {fullTitle ? <title>{fullTitle}</title> : null}
        {fullTitle ? <meta property="og:title" content={fullTitle} /> : null}
        {description ? <meta name="description" content={description} /> : null}
        {description ? <meta property="og:description" content={description} /> : null}
      </Head>
      <div className={wrapperClassName ? `page-layout ${wrapperClassName}` : 'page-layout'}>{children}</div>
    </>
  );
}
