import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Where react-admin's <Title> puts the page's name, in the header. */
const TITLE_ID = 'react-admin-title';

/**
 * The browser tab names the page, then the app («Моя оценка — Оценка эффективности»): it follows the header's
 * title, which every screen sets. Mounted after the header's title, so that element is already in place.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const appName = translate('app.name');
  useEffect(() => {
    const heading = document.getElementById(TITLE_ID);
    if (!heading) return undefined;
    const apply = () => {
      const page = heading.textContent.trim();
      document.title = page && page !== appName ? `${page} — ${appName}` : appName;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = appName;
    };
  }, [appName]);
  return null;
}
