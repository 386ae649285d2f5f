import { ChevronLeft, ChevronRight } from 'lucide-react';
import './pager.css';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; position: string };
}

/** Previous and next page of a back-office list, with where the admin is; hidden when there is one page. */
export function Pager({ page, pageCount, onPage, labels }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={labels.nav}>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden="true" size={16} />
        {labels.previous}
      </button>
      <span className="admin-pager__position" aria-live="polite">
        {labels.position}
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
      >
        {labels.next}
        <ChevronRight aria-hidden="true" size={16} />
      </button>
    </nav>
  );
}
