import { AdminActions } from './admin-actions';

interface MemberAdminActionsProps {
  member: { idMember: number; name: string; surname: string };
  onDelete?: () => Promise<void>;
  /** The member leads courses (409 LEADS_COURSES): the delete sent again, confirmed. */
  onDeleteAnyway?: () => Promise<void>;
}

/** A member card's admin tools, named by the member's full name: the edit form (/editmembro/{id}) and the delete. */
export function MemberAdminActions({ member, onDelete, onDeleteAnyway }: MemberAdminActionsProps) {
  return (
    <AdminActions
      itemName={`${member.name} ${member.surname}`}
      editTo={`/editmembro/${member.idMember}`}
      onDelete={onDelete}
      onDeleteAnyway={onDeleteAnyway}
    />
  );
}
