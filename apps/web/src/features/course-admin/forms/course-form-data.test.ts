import { CourseFormFields, OnlineCourseFormFields } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { courseFormData, onlineCourseFormData } from './course-form-data';
import { lessonsFromFiles, savedLessons } from './lesson-items';

const file = (name: string, type: string) => new File([new Uint8Array(8)], name, { type });
const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

const typed = {
  title: 'Radici nuove',
  author: 'Giulia Ferrante',
  category: 'AUTOSTIMA',
  intro: 'Un weekend.',
  location: 'Siena',
  description: 'Due giornate.',
  price: '280,5',
  affiliatePrice: '',
  facilitatorPrice: '70',
  dateMode: 'daDefinirsi',
  courseStartDate: '2030-01-01',
  courseEndDate: '',
};
const course = CourseFormFields.parse(typed);

describe('the in-person course form data', () => {
  it('sends a new course as text fields then files, with the dates the choice keeps', () => {
    const form = courseFormData(course, {
      cover: [file('copertina.png', 'image/png')],
      photos: [file('a.png', 'image/png'), file('b.png', 'image/png')],
      videos: [file('v.mp4', 'video/mp4')],
      keptImages: [],
      keptVideos: [],
    });
    expect(entries(form)).toEqual([
      ['title', 'Radici nuove'],
      ['author', 'Giulia Ferrante'],
      ['category', 'AUTOSTIMA'],
      ['intro', 'Un weekend.'],
      ['location', 'Siena'],
      ['description', 'Due giornate.'],
      ['price', '280.5'],
      ['affiliatePrice', '0'],
      ['facilitatorPrice', '70'],
      ['dateMode', 'daDefinirsi'],
      ['courseStartDate', ''],
      ['courseEndDate', ''],
      ['startTime', ''],
      ['endTime', ''],
      ['placeName', ''],
      ['placeAddress', ''],
      ['freeCancellation', 'false'],
      ['status', 'published'],
      ['seats', ''],
      ['coverImage', 'file:copertina.png'],
      ['photos', 'file:a.png'],
      ['photos', 'file:b.png'],
      ['videos', 'file:v.mp4'],
    ]);
  });

  it('sends an edit under the current title, the new one as newTitle and the media kept', () => {
    const form = courseFormData(
      course,
      { cover: [], photos: [], videos: [], keptImages: ['/uploads/a.webp', '/uploads/b.webp'], keptVideos: [] },
      'Radici e ali',
    );
    expect(form.get('title')).toBe('Radici e ali');
    expect(form.get('newTitle')).toBe('Radici nuove');
    expect(form.get('existingImages')).toBe('/uploads/a.webp,/uploads/b.webp');
    expect(form.get('existingVideos')).toBe('');
    expect(form.has('coverImage')).toBe(false);
  });

  it('sends the status and the places as typed, empty for no limit', () => {
    const draft = CourseFormFields.parse({ ...typed, status: 'draft', seats: '12' });
    const form = courseFormData(draft, { cover: [], photos: [], videos: [], keptImages: [], keptVideos: [] });
    expect(form.get('status')).toBe('draft');
    expect(form.get('seats')).toBe('12');
    const noLimit = courseFormData(CourseFormFields.parse({ ...typed, seats: '' }), {
      cover: [],
      photos: [],
      videos: [],
      keptImages: [],
      keptVideos: [],
    });
    expect(noLimit.get('seats')).toBe('');
  });
});

describe('the online course form data', () => {
  const values = OnlineCourseFormFields.parse({
    title: 'Respira',
    author: 'Davide Conti',
    category: 'BENESSERE',
    intro: 'Tre pratiche.',
    description: 'Per le giornate piene.',
    price: '39',
    facilitatorPrice: '10',
    affiliatePrice: '4',
  });

  it('sends the trailer as video, each new lesson as one of videos, and every title in order', () => {
    const lessons = [
      ...savedLessons([{ id: 12, position: 1, title: 'Il respiro quadrato', durationSeconds: null }]),
      ...lessonsFromFiles([file('tre-minuti.mp4', 'video/mp4')]),
    ];
    const form = onlineCourseFormData(
      values,
      { cover: [], mainVideo: [file('trailer.mp4', 'video/mp4')], lessons },
      'Respira con me',
    );
    expect(entries(form)).toEqual([
      ['title', 'Respira con me'],
      ['newTitle', 'Respira'],
      ['author', 'Davide Conti'],
      ['category', 'BENESSERE'],
      ['intro', 'Tre pratiche.'],
      ['description', 'Per le giornate piene.'],
      ['price', '39'],
      ['facilitatorPrice', '10'],
      ['affiliatePrice', '4'],
      ['status', 'published'],
      ['lessonTitles', JSON.stringify(['Il respiro quadrato', 'tre minuti'])],
      ['existingVideos', '12'],
      ['video', 'file:trailer.mp4'],
      ['videos', 'file:tre-minuti.mp4'],
    ]);
  });

  it('sends no lesson ids for a new course', () => {
    const form = onlineCourseFormData(values, { cover: [], mainVideo: [], lessons: [] });
    expect(form.has('existingVideos')).toBe(false);
    expect(form.get('lessonTitles')).toBe('[]');
  });
});
