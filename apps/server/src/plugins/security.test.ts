import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLimiters } from '../lib/limiters.js';
import errors from './errors.js';
import security, { DATA_POLICY, securityHeaders } from './security.js';

describe('security headers', () => {
  it('are the headers helmet would set, computed once from the options', () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, hsts: false });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ hsts: { maxAge: 60 } })['strict-transport-security']).toBe(
      'max-age=60; includeSubDomains',
    );
  });

  describe('on the app', () => {
    const app = Fastify();
    beforeAll(async () => {
      await app.register(security, { https: true, limiters: memoryLimiters() });
      app.get('/ok', async () => ({ ok: true }));
      app.get('/fails', async () => {
        throw new Error('boom');
      });
      app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>ok'));
      app.get('/picture', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it.each(['/ok', '/fails', '/missing', '/page', '/picture'])('come with every answer: %s', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it.each(['/ok', '/fails', '/missing'])('let JSON answers load, run and frame nothing: %s', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe(DATA_POLICY);
    });

    it.each(['/page', '/picture'])('give every other answer the page policy: %s', async (url) => {
      const policy = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain('upgrade-insecure-requests');
    });

    it.each(['/ok', '/fails', '/missing', '/page', '/picture'])(
      'protect every answer from sniffing, framing and other sites: %s',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      },
    );

    it.each(['/page', '/picture'])('give documents the policies a shown document needs: %s', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-dns-prefetch-control']).toBe('off');
      expect(response.headers['x-xss-protection']).toBe('0');
    });

    it.each(['/ok', '/fails', '/missing'])('leave the document-only headers off JSON: %s', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      for (const name of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
      ]) {
        expect(response.headers).not.toHaveProperty(name);
      }
    });

    it('leave a document header a route set itself', async () => {
      const own = Fastify();
      await own.register(security, { https: false, limiters: memoryLimiters() });
      own.get('/own', async (_request, reply) =>
        reply.type('text/html').header('referrer-policy', 'same-origin').send('<p>ok</p>'),
      );
      expect((await own.inject({ method: 'GET', url: '/own' })).headers['referrer-policy']).toBe('same-origin');
      await own.close();
    });

    it('leave a policy a route set itself', async () => {
      const own = Fastify();
      await own.register(security, { https: false, limiters: memoryLimiters() });
      own.get('/own', async (_request, reply) =>
        reply.header('content-security-policy', "sandbox; default-src 'none'").send({ ok: true }),
      );
      const response = await own.inject({ method: 'GET', url: '/own' });
      expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      await own.close();
    });
  });

  describe('Cache-Control', () => {
    const app = Fastify();
    beforeAll(async () => {
      await app.register(errors);
      await app.register(security, { https: false, limiters: memoryLimiters() });
      app.get('/private', async () => ({ iban: 'IT60X0542811101000000123456' }));
      app.get('/public', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({}));
      app.get('/public-fails', async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        throw new Error('boom');
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it('is no-store on every answer that does not say otherwise', async () => {
      expect((await app.inject({ method: 'GET', url: '/private' })).headers['cache-control']).toBe('no-store');
      expect((await app.inject({ method: 'GET', url: '/missing' })).headers['cache-control']).toBe('no-store');
    });

    it('keeps the caching a route chose, but never on an error', async () => {
      expect((await app.inject({ method: 'GET', url: '/public' })).headers['cache-control']).toBe('public, max-age=60');
      const failed = await app.inject({ method: 'GET', url: '/public-fails' });
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['cache-control']).toBe('no-store');
    });
  });
});
