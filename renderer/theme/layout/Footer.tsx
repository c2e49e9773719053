import { Link } from '../base/Link.tsx';
import { config, isExternalUrl } from '../base/site.ts';

export function Footer() {
  const footer = config.themeConfig.footer;
  if (!footer) return null;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-columns">
        {footer.links.map((column) => (
          <div className="footer-column" key={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((item) => {
                const target = item.to ?? item.href ?? '/';
                return (
                  <li key={item.label}>
                    <Link to={target} className="footer-link">
                      {item.label}
                      {isExternalUrl(target) ? (
                      <>
                        <span className="external-mark" aria-hidden="true"> ↗</span>
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </>
                    ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright ? <div className="footer-copyright">{footer.copyright}</div> : null}
    </footer>
  );
}
