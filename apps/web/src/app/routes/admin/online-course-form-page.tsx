import type { OnlineCourseFormValues } from '@cammini/contract';
import { titleToSlug } from '@cammini/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { useOnlineCourseForEdit } from '../../../features/course-admin/api/online-course-for-edit';
import { EditFormStates } from '../../../features/course-admin/components/edit-form-states';
import { OnlineCourseForm } from '../../../features/course-admin/components/online-course-form';

/**
 * After a save the form starts again from what the server now holds (new lessons get their ids),
 * under the new title's address if it was renamed, and says it saved.
 */
function EditOnlineCourse({ title }: { title: string }) {
  const { t } = useTranslation('admin-courses');
  const navigate = useNavigate();
  const query = useOnlineCourseForEdit(title);
  // Counted, so that each save remounts the form even when the refetch came first.
  const [saves, setSaves] = useState(0);
  const onSaved = (values: OnlineCourseFormValues) => {
    setSaves((count) => count + 1);
    void navigate(`/editmeditazione/${titleToSlug(values.title)}`, { replace: true });
  };
  return (
    <EditFormStates query={query} kind="onlineCourse">
      {(course) => (
        <OnlineCourseForm
          key={`${course.id}-${query.dataUpdatedAt}-${saves}`}
          course={course}
          initialOutcome={saves > 0 ? { tone: 'success', text: t('onlineCourse.saved') } : null}
          onSaved={onSaved}
        />
      )}
    </EditFormStates>
  );
}

/** /addmeditazione and /editmeditazione/{title}. */
export default function OnlineCourseFormPage() {
  const { t } = useTranslation();
  const { t: tCourses } = useTranslation('admin-courses');
  const { title } = useParams();
  if (title === undefined) {
    return (
      <AdminPage title={t('admin.addOnlineCourse')}>
        <OnlineCourseForm />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t('admin.editOnlineCourse')}
      backTo="/meditazione"
      backLabel={tCourses('onlineCourse.backToList')}
    >
      <EditOnlineCourse title={title} />
    </AdminPage>
  );
}
