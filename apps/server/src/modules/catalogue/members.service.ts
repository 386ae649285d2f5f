import { CATALOGUE_LIST_MAX, type ListQuery, type Member, type MemberCourse } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { courseDetailPath } from './courses.service.js';
import {
  deleteMemberByName,
  findMemberById,
  findMemberBySlug,
  type MemberRow,
  selectMemberCourses,
  selectMembers,
  selectTerritories,
} from './members.repository.js';
import { onlineCourseDetailPath } from './online-courses.service.js';

const MAX_SERIAL = 2_147_483_647;

const toMember = (row: MemberRow): Member => ({
  idMember: row.id,
  name: row.name,
  surname: row.surname,
  title: `${row.name} ${row.surname}`,
  description: row.description,
  fileUrl: row.fileUrl,
  session: row.territory,
  language: row.language,
  email: row.email,
  phoneNumber: row.phoneNumber,
  website: row.website,
});

/** `filter` is the territory here: the members page filters by it. */
export async function listMembers(ctx: AppContext, query: ListQuery): Promise<Member[]> {
  const rows = await selectMembers(ctx.db, { q: query.q, territory: query.filter, limit: CATALOGUE_LIST_MAX });
  return rows.map(toMember);
}

export async function getMember(ctx: AppContext, id: number): Promise<Member> {
  const row = await findMemberById(ctx.db, id);
  if (!row) throw notFound('Membro non trovato');
  return toMember(row);
}

export async function listTerritories(ctx: AppContext): Promise<string[]> {
  return selectTerritories(ctx.db, CATALOGUE_LIST_MAX);
}

/** A member by id, or by the `name-surname` the members page links with. */
async function findMemberByRef(ctx: AppContext, ref: string): Promise<MemberRow | undefined> {
  if (/^\d{1,10}$/.test(ref)) {
    const id = Number(ref);
    return id > 0 && id <= MAX_SERIAL ? findMemberById(ctx.db, id) : undefined;
  }
  return findMemberBySlug(ctx.db, ref);
}

/** The courses a member leads: in-person ones with place and date, online ones without. */
export async function listMemberCourses(ctx: AppContext, ref: string): Promise<MemberCourse[]> {
  const member = await findMemberByRef(ctx, ref);
  if (!member) throw notFound('Membro non trovato');
  const rows = await selectMemberCourses(ctx.db, member.id, CATALOGUE_LIST_MAX);
  return rows.map((row) => ({
    kind: row.kind,
    idCourse: row.id,
    title: row.title,
    fileUrl: row.coverImage,
    location: row.location,
    date: row.startDate,
    price: centsToEuros(row.priceCents),
    link: row.kind === 'course' ? courseDetailPath(row.title) : onlineCourseDetailPath(row.title),
  }));
}

/** Their courses stay, without a linked facilitator (the foreign keys set it to null). */
export async function deleteMember(ctx: AppContext, name: string, surname: string): Promise<void> {
  if (!(await deleteMemberByName(ctx.db, name, surname))) throw notFound('Membro non trovato');
}
