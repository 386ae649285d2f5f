import type { DeleteMemberBody, Member, MemberListResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';
import { membersQuery } from './get-members';

export const deleteMember = ({ name, surname }: Pick<Member, 'name' | 'surname'>) =>
  request<{ message: string }>('/api/member', {
    method: 'DELETE',
    body: { name, surname } satisfies DeleteMemberBody,
    auth: 'admin',
  });

/** Deletes a member; the card goes only after the server's 200, and the territories are asked again. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Member) => deleteMember(member),
    onSuccess: (_answer, member) => {
      queryClient.setQueryData<MemberListResponse>(membersQuery.queryKey, (data) =>
        data ? { members: data.members.filter((item) => item.idMember !== member.idMember) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.territories() });
      void queryClient.invalidateQueries({ queryKey: memberKeys.allCourses(), refetchType: 'none' });
    },
  });
}
