import { lazy, Suspense } from 'react';
import i18n from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import type { CourseKind } from '../api/course-saves';

// Its code and texts come only to admins, beside each other: visitors' pages never fetch them.
const UnlistedCourses = lazy(async () => {
  const [module] = await Promise.all([import('./unlisted-courses'), i18n.loadNamespaces('admin-courses')]);
  return { default: module.UnlistedCourses };
});

/**
 * The admin's "Non in vetrina" section of a course list. The session is known only in the browser,
 * after hydration (useSession), so the server's page never holds it and visitors' pages keep their
 * layout.
 */
export function UnlistedCoursesForAdmin({ kind }: { kind: CourseKind }) {
  const { user } = useSession();
  if (user?.group !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <UnlistedCourses kind={kind} />
    </Suspense>
  );
}
