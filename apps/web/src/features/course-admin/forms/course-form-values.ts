import type { CourseEditView, CourseFormInput, OnlineCourseEditView, OnlineCourseFormInput } from '@cammini/contract';

/** A new course starts with a date to enter: most courses are dated and show in the calendar. */
export const emptyCourseForm: CourseFormInput = {
  title: '',
  author: '',
  category: '',
  intro: '',
  location: '',
  description: '',
  price: '',
  affiliatePrice: '',
  facilitatorPrice: '',
  dateMode: 'scegliData',
  courseStartDate: '',
  courseEndDate: '',
  freeCancellation: false,
};

const euroText = (euros: number) => String(euros);

export const courseFormFromView = (course: CourseEditView): CourseFormInput => ({
  title: course.title,
  author: course.author,
  category: course.category,
  intro: course.intro,
  location: course.location,
  description: course.description,
  price: euroText(course.price),
  affiliatePrice: euroText(course.affiliatePrice),
  facilitatorPrice: euroText(course.facilitatorPrice),
  dateMode: course.dateMode,
  courseStartDate: course.dataInizio ?? '',
  courseEndDate: course.dateFine ?? '',
  freeCancellation: course.freeCancellation,
});

export const emptyOnlineCourseForm: OnlineCourseFormInput = {
  title: '',
  author: '',
  category: '',
  intro: '',
  description: '',
  price: '',
  facilitatorPrice: '',
  affiliatePrice: '',
};

export const onlineCourseFormFromView = (course: OnlineCourseEditView): OnlineCourseFormInput => ({
  title: course.title,
  author: course.author,
  category: course.category,
  intro: course.intro,
  description: course.description,
  price: euroText(course.price),
  facilitatorPrice: euroText(course.facilitatorPrice),
  affiliatePrice: euroText(course.affiliatePrice),
});
