import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import security, { securityHeaders } from './security.js';

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
      await app.register(security, { https: true });
      app.get('/ok', async () => ({ ok: true }));
      app.get('/fails', async () => {
        throw new Error('boom');
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it.each(['/ok', '/fails', '/missing'])('come with every answer: %s', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});
