import { CAPTIONS_MAX_BYTES } from '@cammini/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/client.js';
import { insertLandingPage } from '../../src/modules/landing-pages/landing-pages.repository.js';
import { vtt, vttFile, vttOfSize } from '../fixtures/captions.fixtures.js';
import { nextRemoteAddress } from '../support/factories.js';
import type { TestFile } from '../support/multipart.js';
import { multipartBody, multipartHeaders } from './multipart-bodies.js';
import { HOSTILE_NAMES, HTML_PAGE, PHP, SCRIPT, SVG_WITH_SCRIPT, WINDOWS_EXE } from './upload-attacks.js';
import { buildWorld, type World } from './world.js';

/*
 * Upload attacks on the captions routes. Captions are text kept in the database, never a file on
 * disk nor a public address: whatever is not a WebVTT file is refused (400) and changes nothing, a
 * file one byte over the limit is 413, hostile names are never used, and what is served is text/vtt
 * that a browser will not sniff into a page.
 */

let world: World;
let targets: { route: string; url: string }[];

beforeAll(async () => {
  world = await buildWorld();
  const [trailer] = await selectRows<{ id: number }>(
    world.t.db,
    sql`select id from online_courses where main_video is not null order by id limit 1`,
  );
  const page = await insertLandingPage(world.t.db, {
    slug: 'pagina-con-video',
    config: { videos: ['https://cdn.example.com/v.mp4'] },
    now: new Date(),
  });
  targets = [
    { route: 'lesson', url: `/api/lessons/${world.ids.lesson}/captions` },
    { route: 'in-person course video', url: `/api/courses/${world.ids.course}/videos/1/captions` },
    { route: 'online course trailer', url: `/api/onlinecourses/${trailer?.id}/video/captions` },
    { route: 'landing-page video', url: `/api/landingpage/${page?.id}/videos/1/captions` },
  ];
});
afterAll(() => world.close());

const captionRows = () => selectRows<{ n: number }>(world.t.db, sql`select count(*)::int as n from video_captions`);
const send = (url: string, file: TestFile, language = 'it') =>
  world.t.app.inject({
    method: 'POST',
    url,
    headers: { ...multipartHeaders(), ...world.headersOf('admin') },
    payload: multipartBody({ language, file }),
    remoteAddress: nextRemoteAddress(),
  });

const notWebVtt: [string, Buffer][] = [
  ['an HTML page', HTML_PAGE],
  ['an SVG with script', SVG_WITH_SCRIPT],
  ['a Windows program', WINDOWS_EXE],
  ['a GIF header followed by script', Buffer.from(`GIF89a${SCRIPT}`)],
  ['PHP', Buffer.from(PHP)],
  ['a WebVTT signature followed by a page', Buffer.from(`WEBVTT\n${HTML_PAGE.toString()}`)],
  ['a cue carrying a script element', Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${SCRIPT}\n`)],
];

describe('captions uploads', () => {
  it('refuse everything that is not WebVTT with 400 on every route, storing nothing', async () => {
    for (const { route, url } of targets) {
      const before = await captionRows();
      for (const [name, bytes] of notWebVtt) {
        const response = await send(url, vttFile(bytes));
        expect(response.statusCode, `${route}: ${name} → ${response.body}`).toBe(400);
        expect(response.json().fields['body.file'][0].code).toBe('captionsInvalid');
      }
      expect(await captionRows(), route).toEqual(before);
    }
  });

  it('refuse a file one byte over the limit with 413 on every route', async () => {
    for (const { route, url } of targets) {
      const response = await send(url, vttFile(vttOfSize(CAPTIONS_MAX_BYTES + 1)));
      expect(response.statusCode, route).toBe(413);
    }
  });

  it('never use the file name, and serve the text as text/vtt with nosniff', async () => {
    for (const { route, url } of targets) {
      for (const filename of HOSTILE_NAMES) {
        const response = await send(url, vttFile(vtt(['Benvenuti'], 1), filename));
        expect(response.statusCode, `${route} ${filename}: ${response.body}`).toBe(200);
      }
      const served = await world.t.app.inject({ method: 'GET', url: `${url}/it`, headers: world.headersOf('admin') });
      expect(served.statusCode, route).toBe(200);
      expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
