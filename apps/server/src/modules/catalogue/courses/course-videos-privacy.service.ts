import type { Database } from '../../../db/client.js';
import { type MediaStorage, publicKeyOf } from '../../../lib/uploads/media-storage.js';
import { replaceCourseVideos, selectCoursesWithPublicVideos } from './courses.repository.js';

/*
 * In-person course videos are for buyers only, but they used to be stored under the public
 * /uploads/ folder, where anyone with the address could download them. At every start the files
 * still there move to private storage under the same key, and the course's references become
 * that key, served only through the authorized, signed video routes. Safe to repeat: a file
 * already moved (a start interrupted between the move and the update) only has its reference
 * rewritten, and a course without public videos is not touched.
 */
export async function makeCourseVideosPrivate(db: Database, storage: MediaStorage): Promise<{ moved: number }> {
  let moved = 0;
  for (const course of await selectCoursesWithPublicVideos(db)) {
    const videos: string[] = [];
    for (const url of course.videos) {
      const key = publicKeyOf(url);
      if (!key) {
        videos.push(url);
        continue;
      }
      if ((await storage.size('public', key)) !== null) {
        await storage.move('public', 'private', key);
        moved += 1;
      }
      videos.push(key);
    }
    await replaceCourseVideos(db, course.id, course.videos, videos);
  }
  return { moved };
}
