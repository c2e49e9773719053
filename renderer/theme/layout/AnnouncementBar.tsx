/** A dismissible bar; the dismissal is remembered until the bar's id changes. */
import { useEffect, useState } from 'react';
import { config } from '../base/site.ts';
import { useThemeSession } from '../base/session.ts';
import { STORAGE_KEYS } from '../base/storage.ts';

const bar = config.themeConfig.announcementBar;

export function AnnouncementBar() {
  // Rendered on the server; hidden after mount if this id was dismissed before.
  const [dismissed, setDismissed] = useState(false);
  const { storage } = useThemeSession();
  useEffect(() => {
    if (!bar) return;
    const sameId = storage.get(STORAGE_KEYS.announcementId) === bar.id;
    if (!sameId) {
      storage.set(STORAGE_KEYS.announcementId, bar.id);
      storage.set(STORAGE_KEYS.announcementDismiss, 'false');
    }
    setDismissed(sameId && storage.get(STORAGE_KEYS.announcementDismiss) === 'true');
  }, [storage]);
  if (!bar || dismissed) return null;
  return (
    <div className="announcement-bar" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content">{bar.content.replace(/<[^>]*>/g, '')}</div>
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-close"
          aria-label="Close"
          onClick={() => {
            storage.set(STORAGE_KEYS.announcementDismiss, 'true');
            setDismissed(true);
          }}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
