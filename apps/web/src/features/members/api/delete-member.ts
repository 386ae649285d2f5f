import type { DeleteMemberBody, Member, MemberListResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markStaleAfterDelete } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';
import { membersQuery } from './get-members';

/** `confirm`: delete a member who leads courses too (the first answer is 409 LEADS_COURSES naming them). */
export const deleteMember = ({ name, surname }: Pick<Member, 'name' | 'surname'>, confirm = false) =>
  request<{ message: string }>('/api/member', {
    method: 'DELETE',
    body: { name, surname, ...(confirm ? { confirm } : {}) } satisfies DeleteMemberBody,
    auth: 'admin',
  });

/** Deletes a member; the card goes only after the server's 200, and the territories are asked again. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, confirm }: { member: Member; confirm?: boolean }) => deleteMember(member, confirm),
    onSuccess: (_answer, { member }) => {
      queryClient.setQueryData<MemberListResponse>(membersQuery.queryKey, (data) =>
        data ? { members: data.members.filter((item) => item.idMember !== member.idMember) } : data,
      );
      markStaleAfterDelete(queryClient, 'member');
      // The territory filter on screen changes at once.
      void queryClient.invalidateQueries({ queryKey: memberKeys.territories() });
    },
  });
}
