import type { CourseEditView, CourseFormInput, OnlineCourseEditView, OnlineCourseFormInput } from '@cammini/contract';

/**
 * A new course starts with a date to enter (most courses are dated and show in the calendar),
 * published and with no limit of places.
 */
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
  status: 'published',
  seats: '',
  startTime: '',
  endTime: '',
  placeName: '',
  placeAddress: '',
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
  status: course.status,
  seats: course.seats === null ? '' : String(course.seats),
  startTime: course.startTime ?? '',
  endTime: course.endTime ?? '',
  placeName: course.placeName ?? '',
  placeAddress: course.placeAddress ?? '',
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
  status: 'published',
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
  status: course.status,
});
