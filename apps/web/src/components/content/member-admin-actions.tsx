import { AdminActions } from './admin-actions';

interface MemberAdminActionsProps {
  /** The member's id, for the edit form's address. */
  idMember: number;
  fullName: string;
  onDelete?: () => Promise<void>;
  /** The member leads courses (409 LEADS_COURSES): the delete sent again, confirmed. */
  onDeleteAnyway?: () => Promise<void>;
}

/** A member card's admin tools: the edit form (/editmembro/{id}) and the delete. */
export function MemberAdminActions({ idMember, fullName, onDelete, onDeleteAnyway }: MemberAdminActionsProps) {
  return (
    <AdminActions
      itemName={fullName}
      editTo={`/editmembro/${idMember}`}
      onDelete={onDelete}
      onDeleteAnyway={onDeleteAnyway}
    />
  );
}
