/** Where each kind of course is saved: POST adds, PUT edits, multipart with the private token. */
export const courseSaves = {
  course: { path: '/api/course' },
  onlineCourse: { path: '/api/onlinecourse/' },
} as const;

export type CourseKind = keyof typeof courseSaves;
