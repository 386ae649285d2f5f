import { useTranslation } from 'react-i18next';
import { Pager } from './pager';

/** The pager of the office's lists (the inbox and the reviews), worded once for both; `pageCount` as the server sent it. */
export function OfficePager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin-office');
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPage={onPage}
      labels={{
        nav: t('inbox.pages'),
        previous: t('inbox.previous'),
        next: t('inbox.next'),
        position: t('inbox.pageOf', { page, pages: pageCount }),
      }}
    />
  );
}
