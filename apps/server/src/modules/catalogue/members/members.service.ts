import {
  CATALOGUE_LIST_MAX,
  centsToEuros,
  ErrorCode,
  itemPath,
  type ListQuery,
  type Member,
  type MemberCourse,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { AppError, fieldError, notFound } from '../../../lib/app-error.js';
import { businessDay } from '../../../lib/business-day.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { droppedPhoto, nextPhoto, type PhotoChange, removeDroppedFiles } from '../shared/photos.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import { writeUniquely } from '../shared/unique-writes.js';
import {
  deleteMemberByName,
  findMemberById,
  findMemberBySlug,
  insertMemberRow,
  lockMember,
  type MemberRow,
  type MemberValues,
  memberNameTaken,
  renameCourseAuthor,
  selectLedCourseTitles,
  selectMemberCourses,
  selectMembers,
  selectTerritories,
  updateMemberRow,
} from './members.repository.js';

const redirects = titleRedirectsOf('member');

const MAX_SERIAL = 2_147_483_647;

const memberNotFound = () => notFound('Membro non trovato');
/** The member's title: the `name-surname` of their page's address comes from it. */
const fullName = (member: { name: string; surname: string }) => `${member.name} ${member.surname}`;

const toMember = (row: MemberRow): Member => ({
  idMember: row.id,
  name: row.name,
  surname: row.surname,
  title: fullName(row),
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
  const rows = await selectMembers(ctx.db, { q: query.q, territory: query.filter, limit: query.limit });
  return rows.map(toMember);
}

export async function getMember(ctx: AppContext, id: number): Promise<Member> {
  const row = await findMemberById(ctx.db, id);
  if (!row) throw memberNotFound();
  return toMember(row);
}

export async function listTerritories(ctx: AppContext): Promise<string[]> {
  return selectTerritories(ctx.db, CATALOGUE_LIST_MAX);
}

/**
 * A member by id, or by the `name-surname` the members page links with: the current one, or
 * one they had before a rename.
 */
async function findMemberByRef(ctx: AppContext, ref: string): Promise<MemberRow | undefined> {
  if (/^\d{1,10}$/.test(ref)) {
    const id = Number(ref);
    return id > 0 && id <= MAX_SERIAL ? findMemberById(ctx.db, id) : undefined;
  }
  const member = await findMemberBySlug(ctx.db, ref);
  if (member) return member;
  const renamedId = await redirects.findRenamedItemId(ctx.db, ref);
  return renamedId === null ? undefined : findMemberById(ctx.db, renamedId);
}

/** The courses a member leads: in-person ones with place and date, online ones without. */
export async function listMemberCourses(ctx: AppContext, ref: string): Promise<MemberCourse[]> {
  const member = await findMemberByRef(ctx, ref);
  if (!member) throw memberNotFound();
  const rows = await selectMemberCourses(ctx.db, member.id, {
    limit: CATALOGUE_LIST_MAX,
    today: businessDay(ctx.clock.now()),
  });
  return rows.map((row) => ({
    kind: row.kind,
    idCourse: row.id,
    title: row.title,
    fileUrl: row.coverImage,
    location: row.location,
    placeName: row.placeName,
    date: row.startDate,
    price: centsToEuros(row.priceCents),
    link: row.kind === 'course' ? itemPath.course(row.title) : itemPath.onlineCourse(row.title),
  }));
}

export type MemberDetails = Omit<MemberValues, 'name' | 'surname' | 'fileUrl'>;

const nameTaken = (field: 'name' | 'newName') => fieldError(field, 'memberNameTaken', ErrorCode.TITLE_TAKEN);

/** Adds a member; a name and surname another member has (in any spelling of the address) is a 409. */
export async function createMember(ctx: AppContext, member: MemberValues): Promise<number> {
  const taken = () => nameTaken('name');
  const id = await writeUniquely(ctx, taken, async (tx) => {
    if (await memberNameTaken(tx, member)) throw taken();
    const id = await insertMemberRow(tx, member);
    await redirects.releaseTitle(tx, fullName(member));
    return id;
  });
  ctx.publicCache.invalidate(CacheTag.members);
  return id;
}

export interface MemberChanges {
  /** Left out, the name (or surname) stays. */
  newName?: string;
  newSurname?: string;
  details: MemberDetails;
  photo: PhotoChange;
}

/**
 * Saves a member. A new name keeps the old `name-surname` address leading to them, and the
 * courses they lead show the new name.
 */
export async function updateMember(
  ctx: AppContext,
  target: { id?: number; name?: string; surname?: string },
  changes: MemberChanges,
): Promise<void> {
  const taken = () => nameTaken('newName');
  const previousPhoto = await writeUniquely(ctx, taken, async (tx) => {
    const current = await lockMember(tx, target);
    if (!current) throw memberNotFound();
    const person = { name: changes.newName ?? current.name, surname: changes.newSurname ?? current.surname };
    if (await memberNameTaken(tx, person, current.id)) throw taken();
    await updateMemberRow(tx, current.id, {
      ...changes.details,
      ...person,
      fileUrl: nextPhoto(current.fileUrl, changes.photo),
    });
    if (fullName(person) !== fullName(current)) {
      await redirects.recordRename(tx, { itemId: current.id, oldTitle: fullName(current), newTitle: fullName(person) });
      await renameCourseAuthor(tx, current.id, fullName(person));
    }
    return current.fileUrl;
  });
  ctx.publicCache.invalidate(CacheTag.members, CacheTag.courses, CacheTag.onlineCourses);
  await removeDroppedFiles(ctx, droppedPhoto(previousPhoto, changes.photo));
}

/**
 * DELETE /api/member. A member who leads courses is deleted only once the admin confirmed it, having
 * been told which courses (409 LEADS_COURSES, naming them in `courses`): the courses stay, with the
 * facilitator no longer linked (the foreign keys set it to null); the member's photo goes.
 */
export async function deleteMember(
  ctx: AppContext,
  { name, surname, confirm }: { name: string; surname: string; confirm?: boolean },
): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const led = await selectLedCourseTitles(tx, name, surname);
    if (led.length > 0 && confirm !== true) {
      const titles = led.map((title) => `«${title}»`).join(', ');
      throw new AppError(
        'LEADS_COURSES',
        `${name} ${surname} guida ${led.length === 1 ? 'il corso' : `${led.length} corsi`}: ${titles}. Se lo elimini, ${led.length === 1 ? 'il corso resta' : 'i corsi restano'} senza facilitatore collegato.`,
        { courses: led },
      );
    }
    const row = await deleteMemberByName(tx, name, surname);
    if (row) await redirects.forgetRedirects(tx, row.id);
    return row;
  });
  if (!deleted) throw memberNotFound();
  ctx.publicCache.invalidate(CacheTag.members, CacheTag.courses, CacheTag.onlineCourses);
  await removeDroppedFiles(ctx, [deleted.fileUrl]);
}
