import type { CourseChangeRecipient, SuccessResponse } from '@cammini/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';

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
export function useSendCourseForm(path: string, changes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CourseFormRequest) => sendCourseForm(path, request),
    onSuccess: async () => {
      await Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
