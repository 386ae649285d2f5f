import type {
  ContentCreatedResponse,
  Member,
  MemberFormValues,
  MemberResponse,
  SuccessResponse,
} from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { territoriesQuery } from '../../../lib/queries/territories';
import { memberKeys } from '../../../lib/query-keys';
import { type SendOptions, sendContentForm } from './content-form-data';

/** GET /api/member/{id}: every field the edit form shows. */
export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: memberKeys.edit(id),
    queryFn: async ({ signal }) =>
      (await request<MemberResponse>(`/api/member/${encodeURIComponent(id)}`, { signal })).member,
  });

/** The territories members already work in, offered as suggestions (the members page's query). */
export const useTerritories = () => useQuery({ ...territoriesQuery, staleTime: 60_000 });

export interface MemberSave extends SendOptions {
  values: MemberFormValues;
  photo?: File;
  removePhoto?: boolean;
  /** The member as saved, when editing. */
  current?: Member;
}

/** The original client's fields: `session` is the territory, `title` the name and surname. */
const details = (values: MemberFormValues) => ({
  description: values.description,
  website: values.website ?? '',
  language: values.language,
  email: values.email,
  phoneNumber: values.phoneNumber,
  session: values.session,
});

/** POST /api/member/add or PUT /api/member/ (multipart; the edit names the member by id and current name). */
export function saveMember({ values, photo, removePhoto, current, onProgress }: MemberSave) {
  if (!current) {
    return sendContentForm<ContentCreatedResponse>(
      '/api/member/add',
      'POST',
      {
        name: values.name,
        surname: values.surname,
        title: `${values.name} ${values.surname}`,
        ...details(values),
        directory: 'member',
        foto: photo,
      },
      { onProgress },
    );
  }
  return sendContentForm<SuccessResponse>(
    '/api/member/',
    'PUT',
    {
      id: String(current.idMember),
      name: current.name,
      surname: current.surname,
      title: `${values.name} ${values.surname}`,
      newName: values.name,
      newSurname: values.surname,
      ...details(values),
      foto: photo,
      removeFoto: removePhoto && !photo ? 'true' : undefined,
    },
    { onProgress },
  );
}

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMember, onSuccess: () => refreshAfterSave(queryClient, 'member') });
}
