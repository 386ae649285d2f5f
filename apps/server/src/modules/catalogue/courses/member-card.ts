import type { MemberCard } from '@cammini/contract';
import type { members } from '../../../db/schema/catalogue.js';

export const toMemberCard = (row: typeof members.$inferSelect): MemberCard => ({
  idMember: row.id,
  name: row.name,
  surname: row.surname,
  fileUrl: row.fileUrl,
  description: row.description,
  website: row.website,
});
