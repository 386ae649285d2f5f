import type { CourseViewer, OnlineCoursePlayer } from '@cammini/contract';

export const player: OnlineCoursePlayer = {
  title: 'Respira e rilassa',
  intro: 'Tre pratiche brevi di respiro.',
  description: 'Un piccolo corso.',
  author: 'Marco Bellini',
  immagineCopertina: null,
  lessons: [
    { id: 11, position: 1, title: 'Il respiro quadrato', durationSeconds: 420, positionSeconds: 420, completed: true },
    {
      id: 12,
      position: 2,
      title: 'Rilassamento progressivo',
      durationSeconds: 425,
      positionSeconds: 95,
      completed: false,
    },
    {
      id: 13,
      position: 3,
      title: 'Tre minuti per tornare presenti',
      durationSeconds: 180,
      positionSeconds: 0,
      completed: false,
    },
  ],
  resumeLessonId: 12,
};

export const courseViewer: CourseViewer = {
  id: 7,
  title: 'Radici e ali',
  intro: 'Un weekend per ritrovare le proprie radici.',
  description: 'Due giornate.',
  author: 'Giulia Ferrante',
  location: 'https://www.google.com/maps/search/?api=1&query=Siena',
  date: '2030-05-10',
  dateFine: '2030-05-11',
  immagineCopertina: null,
  videos: [{ position: 1 }, { position: 2 }],
};

/** The signed address of an in-person course's video, as GET /api/courses/{id}/videos/{position}/video-url answers it. */
export const courseVideoUrl = (courseId: number, position: number) => ({
  url: `/api/courses/${courseId}/videos/${position}/video?token=1.9999999999.${'b'.repeat(43)}`,
  expiresAt: '2030-01-01T00:20:00.000Z',
});

export const videoUrl = (lessonId: number) => ({
  url: `/api/lessons/${lessonId}/video?token=1.9999999999.${'a'.repeat(43)}`,
  expiresAt: '2030-01-01T00:20:00.000Z',
});
