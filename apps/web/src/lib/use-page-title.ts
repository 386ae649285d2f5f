import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SITE = 'Cammini di Crescita';

/**
 * Where a page rendered on the server reports its document title, so the server's `<title>` is the
 * one the browser would set, in the page's language: no title changes as the page hydrates.
 */
export const PageTitleReport = createContext<((title: string) => void) | null>(null);

/** Names the document after the page (`{title} · Cammini di Crescita`); without a title, the home's name. */
export function usePageTitle(title?: string) {
  const { t } = useTranslation('common');
  const documentTitle = title ? `${title} · ${SITE}` : t('brand.homeTitle');
  useContext(PageTitleReport)?.(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
