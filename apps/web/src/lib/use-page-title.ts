import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from './site';

/**
 * Where a page rendered on the server reports its document title, so the server's `<title>` is the
 * one the browser would set, in the page's language: no title changes as the page hydrates.
 */
export const PageTitleReport = createContext<((title: string) => void) | null>(null);

/**
 * Names the document after the page and the business (`{title} · {business}`); without a title, the
 * home's name. The business's name comes from the settings, which server-rendered pages carry; until
 * a page drawn in the browser has them, the page's own title stands alone.
 */
export function usePageTitle(title?: string) {
  const { t } = useTranslation('common');
  const name = useSiteSettings()?.businessName;
  const pageTitle = title ?? (name ? t('brand.homeTitle', { name }) : t('nav.home'));
  const documentTitle = title && name ? `${title} · ${name}` : pageTitle;
  useContext(PageTitleReport)?.(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
