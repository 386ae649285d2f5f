import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Who reads a course: the public sees published courses only; admins see drafts and archived ones too. */
export type CourseAudience = 'public' | 'admin';

/** The condition a course's status meets for the audience (none for admins). */
export const visibleTo = (audience: CourseAudience, status: PgColumn): SQL | undefined =>
  audience === 'public' ? eq(status, 'published') : undefined;
