import type { CourseChangeRecipient, SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { type CourseKind, courseSaves } from './course-saves';

export interface CourseFormRequest {
  method: 'POST' | 'PUT';
  form: FormData;
  /** 0..1 while the body goes up. */
  onProgress?: (fraction: number) => void;
}

/** The answer: success, and for an in-person course's edit who was e-mailed about it (`told`). */
export type CourseFormAnswer = SuccessResponse & { told?: CourseChangeRecipient[] };

async function sendCourseForm(path: string, request: CourseFormRequest): Promise<CourseFormAnswer> {
  await ensurePrivateToken();
  // The token is cached now; sendAdminForm reuses it.
  return (await sendAdminForm<CourseFormAnswer | null>(path, request)) ?? { message: 'Success' };
}

/** Sends a course form and, once saved, marks the public lists and pages it changes as stale. */
export function useSendCourseForm(kind: CourseKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CourseFormRequest) => sendCourseForm(courseSaves[kind].path, request),
    onSuccess: () => refreshAfterSave(queryClient, kind),
  });
}
