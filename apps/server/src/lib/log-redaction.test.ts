import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, latestMailTo, type TestApp, tokenFromMail } from '../../test/support/app.js';
import { createUser, nextRemoteAddress } from '../../test/support/factories.js';
import { REDACTED, redactText, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides the token segment of every link path, in any letter case', () => {
    expect(redactUrl('/api/check-reset-token/abcDEF123_-xyz')).toBe(`/api/check-reset-token/${REDACTED}`);
    expect(redactUrl('/api/newsletter/unsubscribe/tok3n?x=1')).toBe(`/api/newsletter/unsubscribe/${REDACTED}?x=1`);
    expect(redactUrl('/RecoveryPassword/tok3n')).toBe(`/RecoveryPassword/${REDACTED}`);
    expect(redactUrl('/verificaRegistrazione/tok3n/')).toBe(`/verificaRegistrazione/${REDACTED}/`);
    expect(redactUrl('/newsletter/conferma/tok3n')).toBe(`/newsletter/conferma/${REDACTED}`);
    expect(redactUrl('/newsletter/disiscrizione/tok3n#top')).toBe(`/newsletter/disiscrizione/${REDACTED}`);
  });

  it('hides secret query parameters and keeps the others', () => {
    expect(redactUrl('/api/lessons/7/video?token=s3cret&x=1')).toBe(`/api/lessons/7/video?token=${REDACTED}&x=1`);
    expect(redactUrl('/x?a=1&TOKEN=s3cret&access_token=t&sig=z')).toBe(
      `/x?a=1&TOKEN=${REDACTED}&access_token=${REDACTED}&sig=${REDACTED}`,
    );
    expect(redactUrl('/x?%74oken=s3cret')).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/blog?q=token')).toBe('/blog?q=token');
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/', '/api/articles', '/articolo/un-titolo?x=1', '/api/user/password/']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts URLs quoted in messages too', () => {
    expect(redactText("'/api/check-reset-token/abc%zz' is not a valid url component")).toBe(
      `'/api/check-reset-token/${REDACTED}' is not a valid url component`,
    );
    expect(redactText('GET /api/lessons/1/video?token=abc done')).toBe(
      `GET /api/lessons/1/video?token=${REDACTED} done`,
    );
  });
});

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      build: { logStream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never hold the token of a link, whatever route or page it reaches', async () => {
    const user = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: user.email },
      remoteAddress: nextRemoteAddress(),
    });
    await t.app.afterAnswer.settled();
    const token = tokenFromMail(await latestMailTo(t.db, user.email), 'recoverypassword');
    const made = 'Zz9_madeUpTokenThatIsLongEnough';
    const urls = [
      `/api/check-reset-token/${token}`,
      `/api/check-reset-token/${made}%zz`,
      `/api/newsletter/unsubscribe/${made}`,
      `/api/lessons/1/video?token=${made}`,
      `/recoverypassword/${token}`,
      `/verificaRegistrazione/${made}`,
      `/newsletter/disiscrizione/${made}?token=${made}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url, remoteAddress: nextRemoteAddress() });
    await t.app.inject({ method: 'PUT', url: '/api/reset/', payload: { token, password: 'una-frase-nuova-e-mia' } });

    const log = lines.join('');
    expect(log).toContain('/api/check-reset-token/[redacted]');
    expect(log).toContain('/api/lessons/1/video?token=[redacted]');
    for (const secret of [token, made]) expect(log).not.toContain(secret);
  });

  it('has one line per request, written after the answer, with its status and time', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/nessuna-via' });
    // The second is answered from the public cache, before routing.
    await t.app.inject({ method: 'GET', url: '/api/reviews' });
    await t.app.inject({ method: 'GET', url: '/api/reviews' });
    const all = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(all.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    const entries = all.filter((entry) => entry.msg === 'request completed');
    expect(entries.map((entry) => [entry.method, entry.url, entry.statusCode])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/nessuna-via', 404],
      ['GET', '/api/reviews', 200],
      ['GET', '/api/reviews', 200],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ reqId: expect.any(String), ms: expect.any(Number), ip: '127.0.0.1' });
    }
  });
});
