import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import '../../../styles/admin-business.css';

/**
 * A section of the in-person course's edit page listing people (who booked, who waits): loading,
 * a failure with a retry, the empty sentence, or the table (a table on a desktop, stacked rows on a
 * phone, each cell named by its `data-label`).
 */
export function CoursePeopleSection({
  title,
  query,
  count,
  texts,
  head,
  intro,
  footer,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number;
  texts: { loading: string; error: string; empty: string };
  /** A sentence under the heading saying what the list is. */
  intro?: string;
  /** Under the table: what the last action on a row came to. */
  footer?: ReactNode;
  /** The column headings; amounts line up on the right, as their cells do. */
  head: { label: string; numeric?: boolean }[];
  /** The rows. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-courses');
  const headingId = useId();
  let content: ReactNode;
  if (query.isPending) content = <Loading label={texts.loading} />;
  else if (query.isError)
    content = (
      <Alert tone="error">
        <span>{texts.error}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  else if (count === 0) content = <p className="business-empty">{texts.empty}</p>;
  else
    content = (
      <AdminTable label={t('people.tableLabel', { title })} columns={head}>
        {children}
      </AdminTable>
    );
  return (
    <section className="business-section course-people" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className="business-intro">{intro}</p>}
      {content}
      {footer}
    </section>
  );
}

/** The name and e-mail cells every people table starts with. */
export function PersonCells({ person }: { person: { name: string; surname: string; email: string } }) {
  const { t } = useTranslation('admin-courses');
  return (
    <>
      <td data-label={t('people.name')}>{`${person.name} ${person.surname}`}</td>
      <td className="business-table__wide" data-label={t('people.email')}>
        <a href={`mailto:${person.email}`}>{person.email}</a>
      </td>
    </>
  );
}
