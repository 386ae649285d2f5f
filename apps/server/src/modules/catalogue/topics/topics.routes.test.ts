import { TopicListResponse, TopicResponse } from '@cammini/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTopic } from '../../../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, type TestApp } from '../../../../test/support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('topics', () => {
  it('lists every topic on all three addresses, with and without a trailing slash', async () => {
    const topic = await insertTopic(t.db, { title: 'AUTOSTIMA' });
    for (const url of ['/get/topics', '/get/topics/', '/api/get/topics', '/api/topics/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const list = TopicListResponse.parse(response.json());
      expect(list).toContainEqual({
        id: topic.id,
        idTopic: topic.id,
        title: 'AUTOSTIMA',
        description: topic.description,
        fileUrl: topic.fileUrl,
      });
    }
  });

  it('searches the title without regard to case', async () => {
    await insertTopic(t.db, { title: 'RELAZIONI' });
    const response = await t.app.inject({ method: 'GET', url: '/get/topics?q=relaz' });
    expect(response.json().map((topic: { title: string }) => topic.title)).toEqual(['RELAZIONI']);
  });

  it('shows one topic by id', async () => {
    const topic = await insertTopic(t.db);
    const response = await t.app.inject({ method: 'GET', url: `/api/topic/${topic.id}` });
    expect(response.statusCode).toBe(200);
    expect(TopicResponse.parse(response.json()).topic.title).toBe(topic.title);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/topic/999999' })).statusCode).toBe(404);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/topic/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
  });
});
