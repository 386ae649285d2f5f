/*
 * The columns of courses and members that other modules' queries read beside their own rows, lent as
 * subqueries to join in SQL (a booking with its course's start date in one query). Only repositories import
 * these; a module that needs anything else about a course asks catalogue's services.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courses, members } from '../../db/schema/catalogue.js';

const views = new QueryBuilder();

/**
 * An in-person course as an order or a booking reads it: its title, its days and whether its bookings may
 * be cancelled for free. Join on `course.id`.
 */
export const courseView = <TAlias extends string = 'course'>(alias: TAlias = 'course' as TAlias) =>
  views
    .select({
      id: courses.id,
      title: courses.title,
      freeCancellation: courses.freeCancellation,
      startDate: courses.startDate,
      endDate: courses.endDate,
    })
    .from(courses)
    .as(alias);

/** A member as another module links them to an account: by their e-mail. Join on `member.id`. */
export const memberView = (alias = 'member') =>
  views.select({ id: members.id, email: members.email }).from(members).as(alias);
