import type { LandingPageAdminView } from '@cammini/contract';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminFailureOf } from '../../../lib/admin/admin-failure';
import { failed, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatLongDate } from '../../../lib/format';
import { safeColor } from '../sections/safe-values';

interface LandingCardProps {
  page: LandingPageAdminView;
  /** Resolves once the server answered 200; the list drops the page only then. */
  onDelete: (id: number) => Promise<void>;
}

/** A page in the admin list: its hero texts, its address, and the ways to edit or delete it. */
export function LandingCard({ page, onDelete }: LandingCardProps) {
  const { t, i18n } = useTranslation('admin-landing');
  const [deleting, setDeleting] = useState(false);
  const save = useAdminSave();
  const name = page.hero_title || page.title;
  const path = `/${page.title}`;

  async function handleDelete() {
    if (!window.confirm(t('list.confirmDelete', { name }))) return;
    save.begin();
    setDeleting(true);
    try {
      // Once deleted the page leaves the list, and this card with it.
      await onDelete(page.id);
    } catch (error) {
      setDeleting(false);
      save.settle(failed(adminFailureOf(error).kind === 'token' ? t('messages.token') : t('list.deleteError')));
    }
  }

  return (
    <li className="lb-card" style={{ borderTopColor: safeColor(page.hero_bg_color, '#6c757d') }}>
      <h2 className="lb-card__title">{page.hero_title || t('list.untitled')}</h2>
      {page.hero_subtitle && <p className="lb-card__subtitle">{page.hero_subtitle}</p>}
      <p className="lb-card__meta">
        <Link to={path} className="lb-card__link">
          <ExternalLink aria-hidden="true" size={14} />
          {path}
        </Link>
        <span>{t('list.updated', { date: formatLongDate(page.updatedAt, i18n.language) })}</span>
      </p>
      <div className="lb-card__actions">
        <Link
          to={`/edit-landing/${page.id}`}
          className="button button-secondary"
          aria-label={t('list.editNamed', { name })}
        >
          <Pencil aria-hidden="true" size={16} />
          {t('list.edit')}
        </Link>
        <button
          type="button"
          className="button button-secondary lb-card__delete"
          aria-label={t('list.deleteNamed', { name })}
          disabled={deleting}
          onClick={() => void handleDelete()}
        >
          <Trash2 aria-hidden="true" size={16} />
          {deleting ? t('list.deleting') : t('list.delete')}
        </button>
      </div>
      {save.outcome && (
        <p role="alert" className="field-error">
          {save.outcome.text}
        </p>
      )}
    </li>
  );
}
