/** Blog pages: a post (date, reading time, authors, tags), a paginated list, tag pages; with the sidebar of posts grouped by year. */
import type { PageData } from '../base/data.ts';
import { Link } from '../base/Link.tsx';
import { PageContent } from '../docs/PageContent.tsx';
import { Paginator } from '../docs/Paginator.tsx';

function BlogSidebar({ sidebar }: { sidebar: NonNullable<PageData['blogSidebar']> }) {
  const years = new Map<string, typeof sidebar.items>();
  for (const item of sidebar.items) {
    const year = item.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return (
    <aside className="blog-sidebar" aria-label="Blog recent posts navigation">
      <h2 className="blog-sidebar-title">{sidebar.title}</h2>
      {[...years].map(([year, items]) => (
        <section key={year}>
          <h3 className="blog-sidebar-year">{year}</h3>
          <ul>
            {items.map((item) => (
              <li key={item.permalink}>
                <Link to={item.permalink}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}

function PostHeader({ page }: { page: PageData }) {
  const blog = page.blog;
  if (!blog) return null;
  return (
    <header className="blog-post-header">
      <p className="blog-post-meta">
        <time dateTime={blog.date}>{blog.date}</time> · {blog.readingTimeMinutes} min read
      </p>
      {blog.authors.length ? (
        <p className="blog-post-authors">
          {blog.authors.map((a) => (a.url ? <a key={a.name} href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a> : <span key={a.name}>{a.name}</span>))}
        </p>
      ) : null}
    </header>
  );
}

export default function BlogPage({ page }: { page: PageData }) {
  return (
    <div className="blog-layout">
      {page.blogSidebar ? <BlogSidebar sidebar={page.blogSidebar} /> : null}
      <article className="markdown blog-main">
        <h1>{page.title}</h1>
        <PostHeader page={page} />
        {page.kind === 'blog-post' ? <PageContent page={page} /> : null}
        {page.blog?.tags.length ? (
          <ul className="blog-tags" aria-label="Tags">
            {page.blog.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink}>{tag.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {page.items ? (
          <ul className="blog-list">
            {page.items.map((item) => (
              <li key={item.permalink}>
                <h2>
                  <Link to={item.permalink}>{item.title}</Link>
                </h2>
                {item.description ? <p>{item.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {page.pagination ? (
          <nav className="pagination-nav" aria-label="Blog list pages">
            {page.pagination.previous ? <Link to={page.pagination.previous}>Newer entries</Link> : <span />}
            {page.pagination.next ? <Link to={page.pagination.next}>Older entries</Link> : null}
          </nav>
        ) : null}
        {page.kind === 'blog-post' ? <Paginator prev={page.prev} next={page.next} /> : null}
      </article>
    </div>
  );
}
