import type { Member } from '@cammini/contract';

export interface MemberFilters {
  /** Part of the name, the surname or both, any case. */
  q: string;
  /** A territory, compared in any case; empty for all. */
  territory: string;
}

export function filterMembers(members: readonly Member[], { q, territory }: MemberFilters): Member[] {
  const query = q.trim().toLowerCase();
  const place = territory.trim().toLowerCase();
  return members.filter(
    (member) =>
      (!query || `${member.name} ${member.surname}`.toLowerCase().includes(query)) &&
      (!place || member.session.toLowerCase() === place),
  );
}

/** The member a `/corsi-membro/{ref}` address names: by id, or by name-surname in any case. */
export function findMemberByRef(members: readonly Member[], ref: string): Member | undefined {
  if (/^\d+$/.test(ref)) return members.find((member) => member.idMember === Number(ref));
  const key = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, ' ');
  return members.find((member) => key(`${member.name} ${member.surname}`) === key(ref));
}
