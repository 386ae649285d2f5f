import { type OnlineCourseEditView, titleToSlug } from '@cammini/contract';
import { useQuery } from '@tanstack/react-query';
import { onlineCourseKeys } from '../../../lib/query-keys';
import { itemForEditQuery } from './item-for-edit';

/** GET /api/admin/onlinecourse/{title}: the course with its lessons by id; null when unknown. */
export const onlineCourseForEditQuery = (title: string) =>
  itemForEditQuery<OnlineCourseEditView, ReturnType<typeof onlineCourseKeys.edit>>(
    onlineCourseKeys.edit(title),
    `/api/admin/onlinecourse/${titleToSlug(title)}`,
  );

export const useOnlineCourseForEdit = (title: string) => useQuery(onlineCourseForEditQuery(title));
