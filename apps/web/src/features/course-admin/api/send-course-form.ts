import type { SuccessResponse } from '@cammini/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';

export interface CourseFormRequest {
  method: 'POST' | 'PUT';
  form: FormData;
  /** 0..1 while the body goes up. */
  onProgress?: (fraction: number) => void;
}

async function sendCourseForm(path: string, request: CourseFormRequest) {
  await ensurePrivateToken();
  // The token is cached now; sendAdminForm reuses it.
  await sendAdminForm<SuccessResponse>(path, request);
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
