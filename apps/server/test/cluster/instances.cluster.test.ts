import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from './cluster.js';
import { ADMIN, adminToken, call } from './http.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(async () => {
  await cluster?.stop();
});

const questionsThrough = async (base: string) =>
  (await (await call(base, 'GET', '/api/faqs')).json<{ faqs: { question: string }[] }>()).faqs.map(
    (faq) => faq.question,
  );

describe('two instances behind HAProxy', () => {
  it('answer through the balancer, in turn', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(cluster.url, 'GET', '/api/health')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('serve an edit made through one from the other within a second', async () => {
    const [a, b] = cluster.instances as [string, string];
    const token = await adminToken(a);
    const created = await call(a, 'POST', '/api/faq', {
      token,
      body: { question: 'Come si prenota?', answer: 'Dalla pagina del corso.' },
    });
    expect(created.status).toBe(200);
    const { id } = await created.json<{ id: number }>();
    // B now holds the list (the demo FAQs and this one) in its own public cache.
    expect(await questionsThrough(b)).toContain('Come si prenota?');
    const edited = await call(a, 'PUT', '/api/faq', {
      token,
      body: { idFaq: id, question: 'Come ci si iscrive?', answer: 'Dalla pagina del corso.' },
    });
    expect(edited.status).toBe(200);
    const started = Date.now();
    const seesTheEdit = async () => {
      const questions = await questionsThrough(b);
      return questions.includes('Come ci si iscrive?') && !questions.includes('Come si prenota?');
    };
    while (!(await seesTheEdit())) {
      expect(Date.now() - started, 'the other instance still serves the old answer').toBeLessThan(1000);
      await sleep(20);
    }
  });

  it('count wrong passwords together: 10 from one address, whichever instance takes them', async () => {
    const attempt = (base: string) =>
      call(base, 'POST', '/api/login/', {
        body: { email: ADMIN.email, password: 'non è la password giusta' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(cluster.instances[i % 2]!)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await attempt(cluster.instances[0]!)).status).toBe(429);
    expect((await attempt(cluster.instances[1]!)).status).toBe(429);
    expect((await attempt(cluster.url)).status).toBe(429);
  });
});

describe('through PgBouncer in transaction mode', () => {
  // The article read is a prepared statement; a named one would be unknown on the next server connection.
  it('read an article by its title again and again on both instances', async () => {
    for (const base of [...cluster.instances, ...cluster.instances, ...cluster.instances]) {
      const missing = await call(base, 'GET', '/api/article/Nessun-articolo-con-questo-titolo');
      expect(missing.status).toBe(404);
    }
  });
});
