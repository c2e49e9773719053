/**
 * A page's body, as a docs page, a blog post and a Markdown page show it: the module of the site's
 * code it is (compiled MDX, loaded from its own chunk), or else the artifact's hast (Content.tsx).
 */
import { Suspense } from 'react';
import type { PageData } from '../base/data.ts';
import { Spinner } from '../base/Loading.tsx';
import { PageModule } from '../content/PageModule.tsx';
import { Content } from '../content/Content.tsx';

export function PageContent({ page }: { page: Pick<PageData, 'module' | 'body'> }) {
  return page.module ? (
    <Suspense fallback={<Spinner />}>
      <PageModule module={page.module} />
    </Suspense>
  ) : (
    <Content body={page.body} />
  );
}
