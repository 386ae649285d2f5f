import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { articleQuery } from '../../../features/content-admin/api/articles';
import { ArticleForm } from '../../../features/content-admin/components/article-form';
import { LoadedItem } from '../../../features/content-admin/components/loaded-item';
import '../../../styles/admin-content.css';

function EditArticle({ titleSlug }: { titleSlug: string }) {
  const article = useQuery(articleQuery(titleSlug));
  return (
    <LoadedItem query={article} listPath="/blog">
      {(item) => <ArticleForm key={item.id} article={item} />}
    </LoadedItem>
  );
}

/** /addarticolo and /editarticolo/{title-with-hyphens}. */
export default function ArticleFormPage() {
  const { t } = useTranslation();
  const { title } = useParams();
  return (
    <AdminPage title={title ? t('admin.editArticle') : t('admin.addArticle')}>
      {title ? <EditArticle titleSlug={title} /> : <ArticleForm />}
    </AdminPage>
  );
}
