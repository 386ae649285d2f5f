/*
 * The columns of courses and members that other modules' queries read beside their own rows, lent as
 * subqueries to join in SQL (a booking with its course's start date in one query). Only repositories import
 * these; a module that needs anything else about a course asks catalogue's services.
 */
import { sql } from 'drizzle-orm';
import { readView } from '../../../db/read-view.js';
import { courses, lessons, members, onlineCourses } from '../../../db/schema/catalogue.js';

/**
 * An in-person course as an order, a booking or a seat reads it: what is sold (title, author, prices,
 * status, seats), when and where it takes place, and whether its bookings may be cancelled for free. Join
 * on `course.id`. A `for update` on a query of this view locks the course's row beneath it.
 */
export const courseView = readView(
  courses,
  {
    id: courses.id,
    title: courses.title,
    category: courses.category,
    author: courses.author,
    authorMemberId: courses.authorMemberId,
    priceCents: courses.priceCents,
    affiliatePriceCents: courses.affiliatePriceCents,
    facilitatorPriceCents: courses.facilitatorPriceCents,
    coverImage: courses.coverImage,
    status: courses.status,
    seats: courses.seats,
    freeCancellation: courses.freeCancellation,
    startDate: courses.startDate,
    endDate: courses.endDate,
    startTime: courses.startTime,
    endTime: courses.endTime,
    location: courses.location,
    placeName: courses.placeName,
    placeAddress: courses.placeAddress,
  },
  'course',
);

/** An online course as an order reads it: what is sold, and how many lessons it has. Join on `online_course.id`. */
export const onlineCourseView = readView(
  onlineCourses,
  {
    id: onlineCourses.id,
    title: onlineCourses.title,
    category: onlineCourses.category,
    author: onlineCourses.author,
    authorMemberId: onlineCourses.authorMemberId,
    priceCents: onlineCourses.priceCents,
    affiliatePriceCents: onlineCourses.affiliatePriceCents,
    facilitatorPriceCents: onlineCourses.facilitatorPriceCents,
    coverImage: onlineCourses.coverImage,
    status: onlineCourses.status,
    // Column names are spelled out: inside a subquery drizzle leaves them unqualified.
    lessonsCount: sql<number>`(select count(*) from ${lessons} l where l.online_course_id = "online_courses"."id")`.as(
      'lessons_count',
    ),
  },
  'online_course',
);

/** A member as another module links them to an account: by their e-mail. Join on `member.id`. */
export const memberView = readView(members, { id: members.id, email: members.email }, 'member');
