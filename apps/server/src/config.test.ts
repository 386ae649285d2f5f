import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.PAYMENT_PROVIDER).toBe('test');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PAYMENT_PROVIDER: 'paypal' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('PAYMENT_PROVIDER');
    }
  });

  it('wants the admin e-mail and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.it' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(3000);
  });

  it('resolves a relative DATA_DIR from the directory npm was run in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/site', DATA_DIR: './data' }).dataDir).toBe('/srv/site/data');
    expect(loadConfig({ INIT_CWD: '/srv/site', DATA_DIR: '/var/lib/cammini' }).dataDir).toBe('/var/lib/cammini');
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/' }).publicUrl).toBe('https://example.com');
  });
});
