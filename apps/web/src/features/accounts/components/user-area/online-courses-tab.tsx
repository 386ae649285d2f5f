import { CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOwnedOnlineCourses } from '../../../../lib/queries/owned-courses';
import { OwnedCourseList } from './owned-course-list';

/** The online courses the customer bought, with lesson progress, each leading to its player. */
export function OnlineCoursesTab() {
  const { t } = useTranslation('commerce');
  const owned = useOwnedOnlineCourses();
  const items = (owned.data?.courses ?? []).map((course) => ({
    ...course,
    detail: t('owned.progress', { done: course.completedLessons, count: course.lessonsCount }),
  }));
  return (
    <OwnedCourseList
      title={t('owned.onlineTitle')}
      icon={CirclePlay}
      query={owned}
      items={items}
      empty={{ text: t('owned.onlineEmpty'), link: { to: '/meditazione', label: t('owned.browseOnline') } }}
    />
  );
}
