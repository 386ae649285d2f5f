import type { SuccessResponse } from '@cammini/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';

export interface CourseFormRequest {
  method: 'POST' | 'PUT';
  form: FormData;
}

async function sendCourseForm(path: string, request: CourseFormRequest, onProgress: (value: number) => void) {
  await ensurePrivateToken();
  // The token is cached now; sendAdminForm reuses it.
  await sendAdminForm<SuccessResponse>(path, { ...request, onProgress });
}

/**
 * Sends a course form with upload progress (0..1 while the body goes up, null otherwise) and, once
 * saved, marks the public lists and pages it changes as stale.
 */
export function useSendCourseForm(path: string, changes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (request: CourseFormRequest) => {
      setProgress(0);
      return sendCourseForm(path, request, setProgress);
    },
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      await Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return { ...mutation, progress };
}
