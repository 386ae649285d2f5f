import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { useCourseForEdit } from '../../../features/course-admin/api/course-for-edit';
import { CourseBookings, CourseWaitlistForAdmin } from '../../../features/course-admin/components/course-bookings';
import { courseChangeSentState } from '../../../features/course-admin/components/course-change-sent';
import { CourseForm } from '../../../features/course-admin/components/course-form';
import { CourseHoldsForAdmin } from '../../../features/course-admin/components/course-holds';
import { EditFormStates } from '../../../features/course-admin/components/edit-form-states';

function EditCourse({ title }: { title: string }) {
  const navigate = useNavigate();
  const query = useCourseForEdit(title);
  return (
    <EditFormStates query={query} kind="course">
      {/* Spec: after an edit is saved the admin goes back to the course list, told there whom it e-mailed. */}
      {(course) => (
        <>
          <CourseForm
            key={course.idCourse}
            course={course}
            onSaved={(values, answer) =>
              void navigate('/corsi', {
                state: answer.told?.length ? courseChangeSentState({ title: values.title, told: answer.told }) : null,
              })
            }
          />
          <CourseBookings title={title} />
          <CourseHoldsForAdmin title={title} />
          <CourseWaitlistForAdmin title={title} />
        </>
      )}
    </EditFormStates>
  );
}

/** /addcorso and /editcorso/{title}. */
export default function CourseFormPage() {
  const { t } = useTranslation();
  const { t: tCourses } = useTranslation('admin-courses');
  const { title } = useParams();
  if (title === undefined) {
    return (
      <AdminPage title={t('admin.addCourse')}>
        <CourseForm />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t('admin.editCourse')} backTo="/corsi" backLabel={tCourses('course.backToList')}>
      <EditCourse title={title} />
    </AdminPage>
  );
}
