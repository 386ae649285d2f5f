import { MessageCircleQuestionMark, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useDeleteFaq } from '../../../features/faq/api/delete-faq';
import { useFaqs } from '../../../features/faq/api/get-faqs';
import { useMoveFaq } from '../../../features/faq/api/move-faq';
import { FaqAccordion } from '../../../features/faq/components/faq-accordion';
import { failed, useAdminSave } from '../../../lib/admin/use-admin-save';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';
import { faqsQuery } from '../../../features/faq/api/get-faqs';
import type { PagePrefetch } from '../../../lib/page-data';

export const prefetch: PagePrefetch = () => [faqsQuery];

export default function FaqPage() {
  const { t } = useTranslation('forms');
  usePageTitle(t('faq.title'));
  const { user } = useSession();
  const faqs = useFaqs();
  const remove = useDeleteFaq();
  const move = useMoveFaq();
  const moveSave = useAdminSave();
  const moveFaq = (idFaq: number, to: number) => {
    moveSave.begin();
    move.mutate({ idFaq, to }, { onError: () => moveSave.settle(failed(t('faq.moveFailed'))) });
  };

  return (
    <section className="page container faq-page">
      <header className="forms-page-header">
        <p className="eyebrow">{t('faq.eyebrow')}</p>
        <h1>{t('faq.title')}</h1>
        <p className="lead">{t('faq.lead')}</p>
        {user?.group === 'admin' && (
          <Link to="/addfaq" className="button button-secondary forms-page-header__add" aria-label={t('faq.add')}>
            <Plus aria-hidden="true" size={18} /> <span>{t('faq.add')}</span>
          </Link>
        )}
      </header>

      {faqs.isPending ? (
        <Loading label={t('faq.loading')} />
      ) : faqs.isError ? (
        <div className="forms-state">
          <Alert tone="error">{t('faq.error')}</Alert>
          <button type="button" className="button button-secondary" onClick={() => void faqs.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : faqs.data.faqs.length === 0 ? (
        <p className="coming-soon">{t('faq.empty')}</p>
      ) : (
        <>
          {moveSave.outcome && <Alert tone="error">{moveSave.outcome.text}</Alert>}
          <FaqAccordion faqs={faqs.data.faqs} onDelete={(id) => remove.mutateAsync(id)} onMove={moveFaq} />
        </>
      )}

      <aside className="faq-page__more card">
        <MessageCircleQuestionMark aria-hidden="true" size={32} />
        <div>
          <h2>{t('faq.moreTitle')}</h2>
          <p>{t('faq.moreText')}</p>
        </div>
        <Link to="/contatti" className="button button-primary">
          {t('faq.moreLink')}
        </Link>
      </aside>
    </section>
  );
}
