import { type CourseEditView, titleToSlug } from '@cammini/contract';
import { useQuery } from '@tanstack/react-query';
import { courseKeys } from '../../../lib/query-keys';
import { itemForEditQuery } from './item-for-edit';

/** GET /api/admin/course/{title}: the course with its videos, for the edit form; null when unknown. */
export const courseForEditQuery = (title: string) =>
  itemForEditQuery<CourseEditView, ReturnType<typeof courseKeys.edit>>(
    courseKeys.edit(title),
    `/api/admin/course/${titleToSlug(title)}`,
  );

export const useCourseForEdit = (title: string) => useQuery(courseForEditQuery(title));
