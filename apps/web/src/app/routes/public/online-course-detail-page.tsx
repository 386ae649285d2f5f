import { useParams } from 'react-router';
import { CourseDetailFrame } from '../../../components/content/course-detail-states';
import { useOnlineCourse } from '../../../features/online-courses/api/online-courses';
import { OnlineCourseDetailView } from '../../../features/online-courses/components/online-course-detail-view';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import '../../../styles/courses.css';
import { onlineCourseQuery } from '../../../features/online-courses/api/online-courses';
import type { PagePrefetch } from '../../../lib/page-data';

export const prefetch: PagePrefetch = ({ params }) => [onlineCourseQuery(params.title ?? '')];

export default function OnlineCourseDetailPage() {
  const { title = '' } = useParams();
  const course = useOnlineCourse(title);
  const owned = useOwnedTitles('onlineCourse');

  return (
    <CourseDetailFrame query={course} listPath="/meditazione" texts="onlineCourses.detail">
      {(data) => <OnlineCourseDetailView course={data} owned={owned.has(data.title.toLowerCase())} />}
    </CourseDetailFrame>
  );
}
