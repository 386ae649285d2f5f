import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { faqQuery } from '../../../features/content-admin/api/faqs';
import { FaqForm } from '../../../features/content-admin/components/faq-form';
import { LoadedItem } from '../../../features/content-admin/components/loaded-item';
import '../../../styles/admin-content.css';

function EditFaq({ id }: { id: string }) {
  const faq = useQuery(faqQuery(id));
  return (
    <LoadedItem query={faq} listPath="/faq">
      {(item) => <FaqForm key={item.idFaq} faq={item} />}
    </LoadedItem>
  );
}

/** /addfaq and /editfaq/{id}. */
export default function FaqFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AdminPage title={id ? t('admin.editFaq') : t('admin.addFaq')}>{id ? <EditFaq id={id} /> : <FaqForm />}</AdminPage>
  );
}
