import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { memberQuery } from '../../../features/content-admin/api/members';
import { LoadedItem } from '../../../features/content-admin/components/loaded-item';
import { MemberForm } from '../../../features/content-admin/components/member-form';
import '../../../styles/admin-content.css';

function EditMember({ id }: { id: string }) {
  const member = useQuery(memberQuery(id));
  return (
    <LoadedItem query={member} listPath="/chisono">
      {(item) => <MemberForm key={item.idMember} member={item} />}
    </LoadedItem>
  );
}

/** /addmembro and /editmembro/{id} (titled "Modifica membro"). */
export default function MemberFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AdminPage title={id ? t('admin.editMember') : t('admin.addMember')}>
      {id ? <EditMember id={id} /> : <MemberForm />}
    </AdminPage>
  );
}
