import { useParams } from 'react-router';
import { CourseDetailFrame } from '../../../components/content/course-detail-states';
import { useCourse, useDeleteFacilitator } from '../../../features/courses/api/course';
import { CourseDetailView } from '../../../features/courses/components/course-detail-view';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import '../../../styles/courses.css';
import { courseQuery } from '../../../features/courses/api/course';
import type { PagePrefetch } from '../../../lib/page-data';

export const prefetch: PagePrefetch = ({ params }) => [courseQuery(params.title ?? '')];

export default function CourseDetailPage() {
  const { title = '' } = useParams();
  const course = useCourse(title);
  const owned = useOwnedTitles('course');
  const deleteFacilitator = useDeleteFacilitator(title);

  return (
    <CourseDetailFrame query={course} listPath="/corsi" texts="courseDetail">
      {(data) => (
        <CourseDetailView
          course={data}
          owned={owned.has(data.title.toLowerCase())}
          onDeleteFacilitator={deleteFacilitator}
        />
      )}
    </CourseDetailFrame>
  );
}
