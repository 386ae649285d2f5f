import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { topicQuery } from '../../../features/content-admin/api/topics';
import { LoadedItem } from '../../../features/content-admin/components/loaded-item';
import { TopicForm } from '../../../features/content-admin/components/topic-form';
import '../../../styles/admin-content.css';

function EditTopic({ id }: { id: string }) {
  const topic = useQuery(topicQuery(id));
  return (
    <LoadedItem query={topic} listPath="/soluzioni">
      {(item) => <TopicForm key={item.id} topic={item} />}
    </LoadedItem>
  );
}

/** /addargomento and /editargomento/{id}. */
export default function TopicFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AdminPage title={id ? t('admin.editTopic') : t('admin.addTopic')}>
      {id ? <EditTopic id={id} /> : <TopicForm />}
    </AdminPage>
  );
}
