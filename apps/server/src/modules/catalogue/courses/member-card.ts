import type { MemberCard } from '@cammini/contract';
import type { MemberRow } from './courses.repository.js';

export const toMemberCard = (row: MemberRow): MemberCard => ({
  idMember: row.id,
  name: row.name,
  surname: row.surname,
  fileUrl: row.fileUrl,
  description: row.description,
  website: row.website,
});
