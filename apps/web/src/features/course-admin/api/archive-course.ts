import type { SuccessResponse } from '@cammini/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { type CourseKind, courseSaves } from './course-saves';

/** An edit that sends only the title and the status: every field left out keeps its saved value. */
export function archiveForm(title: string): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('status', 'archived');
  return form;
}

/**
 * Archives a course the server would not delete because it has buyers: off the lists and not for sale,
 * while its buyers keep it. It is the edit form's PUT (multipart, the admin's private token) with no
 * files, so the plain API client sends it. Once saved, the lists it leaves are fetched again, and
 * `archived` names it for the page's confirmation.
 */
export function useArchiveCourse(kind: CourseKind) {
  const queryClient = useQueryClient();
  const [archived, setArchived] = useState<string | null>(null);
  const archive = useCallback(
    async (title: string) => {
      await request<SuccessResponse>(courseSaves[kind].path, {
        method: 'PUT',
        body: archiveForm(title),
        auth: 'admin',
      });
      await refreshAfterSave(queryClient, kind);
      setArchived(title);
    },
    [kind, queryClient],
  );
  const dismiss = useCallback(() => setArchived(null), []);
  return { archive, archived, dismiss };
}
