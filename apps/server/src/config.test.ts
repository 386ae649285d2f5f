import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseOptions, isLoopbackUrl, loadConfig, storageOptions, trustProxyOption } from './config.js';

/** The configuration error's text, or a failure when there is none. */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

const ADMIN = { ADMIN_EMAIL: 'titolare@example.com', ADMIN_PASSWORD: 'una-frase-lunga-e-mia' };
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_TEST_IN_PRODUCTION: 'true' };
/** What a site on an address others can reach needs beside PUBLIC_URL: its admin, and real payments. */
const PUBLIC_SITE = { ...ADMIN, PAYMENT_PROVIDER: 'sumup', SUMUP_API_KEY: 'sup_sk_x', SUMUP_MERCHANT_CODE: 'M1' };

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
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...PUBLIC_SITE, PUBLIC_URL: 'https://example.com/' }).publicUrl).toBe('https://example.com');
  });

  it('opens PGlite in DATA_DIR/db by default, and PostgreSQL with a pool of DATABASE_POOL_MAX (10 by default)', () => {
    expect(databaseOptions(loadConfig({ INIT_CWD: '/srv/site' }))).toEqual({
      url: undefined,
      directUrl: undefined,
      poolMax: 10,
      namedStatements: true,
      pgliteDir: '/srv/site/data/db',
      pgliteSharedBuffers: '32MB',
    });
    expect(databaseOptions(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' })).pgliteSharedBuffers).toBe('128MB');
    for (const size of ['32', '32 MB', '1TB', '-5MB', "32MB'; drop"]) {
      expect(configError({ PGLITE_SHARED_BUFFERS: size }), size).toMatch(/PGLITE_SHARED_BUFFERS/);
    }
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://app@pgbouncer:6432/site',
      DATABASE_DIRECT_URL: 'postgres://app@db:5432/site',
      DATABASE_POOL_MAX: '4',
      DATABASE_NAMED_STATEMENTS: 'false',
    });
    expect(databaseOptions(pooled)).toMatchObject({
      url: 'postgres://app@pgbouncer:6432/site',
      directUrl: 'postgres://app@db:5432/site',
      poolMax: 4,
      namedStatements: false,
    });
    expect(configError({ DATABASE_POOL_MAX: '0', DATABASE_DIRECT_URL: 'mysql://x' })).toMatch(
      /DATABASE_POOL_MAX[\s\S]*DATABASE_DIRECT_URL|DATABASE_DIRECT_URL[\s\S]*DATABASE_POOL_MAX/,
    );
  });
});

describe('object storage (S3_*)', () => {
  it('keeps files in DATA_DIR/uploads and DATA_DIR/private without S3_BUCKET', () => {
    expect(storageOptions(loadConfig({ INIT_CWD: '/srv/site' }))).toEqual({
      kind: 'local',
      dirs: { public: '/srv/site/data/uploads', private: '/srv/site/data/private' },
    });
  });

  it('uses the bucket with S3_BUCKET, in us-east-1 by default, with the path style MinIO needs when asked', () => {
    expect(storageOptions(loadConfig({ S3_BUCKET: 'cammini' }))).toEqual({
      kind: 's3',
      bucket: 'cammini',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_BUCKET: 'cammini',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-south-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(storageOptions(minio)).toEqual({
      kind: 's3',
      bucket: 'cammini',
      endpoint: 'http://minio:9000',
      region: 'eu-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(minio.S3_PUBLIC_URL).toBe('https://cdn.example.com');
  });

  it('refuses other S3 settings without S3_BUCKET: the files would quietly stay on one machine', () => {
    expect(configError({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_BUCKET');
    expect(configError({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toContain('S3_BUCKET');
  });

  it('wants the access key and the secret together, and addresses that are URLs', () => {
    expect(configError({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toContain('S3_SECRET_ACCESS_KEY');
    const message = configError({
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'minio:9000',
      S3_PUBLIC_URL: 'cdn',
      S3_FORCE_PATH_STYLE: 'yes',
    });
    expect(message).toContain('S3_ENDPOINT');
    expect(message).toContain('S3_PUBLIC_URL');
    expect(message).toContain('S3_FORCE_PATH_STYLE');
  });
});

describe('a real site (NODE_ENV=production)', () => {
  it('refuses to start without ADMIN_EMAIL and ADMIN_PASSWORD, naming both', () => {
    for (const env of [PRODUCTION, { ...PRODUCTION, ADMIN_EMAIL: ADMIN.ADMIN_EMAIL }]) {
      const message = configError(env);
      expect(message).toContain('ADMIN_EMAIL');
      expect(message).toContain('ADMIN_PASSWORD');
    }
    expect(loadConfig({ ...PRODUCTION, ...ADMIN }).ADMIN_EMAIL).toBe(ADMIN.ADMIN_EMAIL);
  });

  it('refuses SEED_DEMO=true: demo content and its published admin never reach a real site', () => {
    expect(configError({ ...PRODUCTION, ...ADMIN, SEED_DEMO: 'true' })).toMatch(/SEED_DEMO: .*NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION, ...ADMIN, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    // Outside production the demo stays as it was.
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});

describe('a PUBLIC_URL others can reach, whatever NODE_ENV says', () => {
  // This machine only: the demo (its published admin, the test card form) may run as a fresh clone starts it.
  const LOOPBACK = [
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.9.8.7',
    'http://[::1]:3000',
    'http://foo.localhost:3000',
    'https://LOCALHOST',
  ];
  // Anyone else: a domain, a LAN address, names that only look local.
  const REACHABLE = [
    'https://www.example-shop.it',
    'http://192.168.1.5',
    'http://192.168.1.5:3000',
    'http://10.0.0.2',
    'http://128.0.0.1',
    'http://[::2]',
    'http://localhost.example-shop.it',
    'http://127.0.0.1.nip.io',
  ];

  it('knows a loopback address from one others can reach', () => {
    for (const url of LOOPBACK) expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of REACHABLE) expect(isLoopbackUrl(url), url).toBe(false);
    // Other spellings of the same addresses, as the URL parser writes them.
    expect(isLoopbackUrl('http://127.1')).toBe(true);
    expect(isLoopbackUrl('http://[0:0:0:0:0:0:0:1]')).toBe(true);
    expect(isLoopbackUrl('http://0x7f.0.0.1')).toBe(true);
  });

  it('starts the demo on a loopback address, as on a fresh clone: no admin, the test card form', () => {
    expect(loadConfig({}).localOnly).toBe(true);
    for (const url of LOOPBACK) {
      const config = loadConfig({ PUBLIC_URL: url });
      expect(config.PAYMENT_PROVIDER, url).toBe('test');
      expect(config.localOnly, url).toBe(true);
    }
  });

  it('refuses to start without ADMIN_EMAIL and ADMIN_PASSWORD and with the test card form, naming both', () => {
    for (const url of REACHABLE) {
      for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }] as Record<string, string>[]) {
        const message = configError({ ...env, PUBLIC_URL: url });
        expect(message, url).toMatch(/ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD are required when PUBLIC_URL/);
        expect(message, url).toMatch(/PAYMENT_PROVIDER: is test \(fake card payments\) while PUBLIC_URL/);
      }
    }
  });

  it('starts with a real admin and SumUp, or the test card form when PAYMENT_TEST_IN_PRODUCTION asks for it', () => {
    const url = 'https://www.example-shop.it';
    const site = loadConfig({ ...PUBLIC_SITE, PUBLIC_URL: url });
    expect(site.localOnly).toBe(false);
    expect(site.publicUrl).toBe(url);
    const demoSite = loadConfig({ ...ADMIN, PUBLIC_URL: url, PAYMENT_TEST_IN_PRODUCTION: 'true', SEED_DEMO: 'true' });
    expect(demoSite.PAYMENT_PROVIDER).toBe('test');
    expect(demoSite.localOnly).toBe(false);
    expect(configError({ ...ADMIN, PUBLIC_URL: url })).toMatch(/PAYMENT_PROVIDER/);
  });

  it('names only PUBLIC_URL when it is no address at all', () => {
    const message = configError({ PUBLIC_URL: 'www.example-shop.it' });
    expect(message).toMatch(/PUBLIC_URL/);
    expect(message).not.toMatch(/ADMIN_EMAIL|PAYMENT_PROVIDER/);
  });

  it('needs the admin only where the demo content, and so its admin, would be seeded', () => {
    const reachable = { PUBLIC_URL: 'http://192.168.1.5:3000', PAYMENT_TEST_IN_PRODUCTION: 'true' };
    // No demo content: nothing published to shut out (an admin comes from npm run admin).
    expect(loadConfig({ ...reachable, SEED_DEMO: 'false' }).ADMIN_EMAIL).toBeUndefined();
    expect(loadConfig({ ...reachable, DATABASE_URL: 'postgres://app@db/site' }).ADMIN_EMAIL).toBeUndefined();
    // Demo content: on the embedded database by default, or asked for on PostgreSQL.
    expect(configError(reachable)).toMatch(/ADMIN_EMAIL/);
    expect(configError({ ...reachable, DATABASE_URL: 'postgres://app@db/site', SEED_DEMO: 'true' })).toMatch(
      /ADMIN_EMAIL/,
    );
    expect(configError({ ...reachable, ADMIN_EMAIL: ADMIN.ADMIN_EMAIL })).toMatch(/ADMIN_PASSWORD/);
  });
});

describe('the admin password', () => {
  it('has at least 12 characters, on any NODE_ENV', () => {
    expect(configError({ ADMIN_EMAIL: 'a@b.it', ADMIN_PASSWORD: 'corta-11-ch' })).toMatch(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.it', ADMIN_PASSWORD: 'lunga-12-car' }).ADMIN_PASSWORD).toBe('lunga-12-car');
  });

  it('is not a common or breached password, the site name or the published demo password', () => {
    for (const password of ['password1234', 'qwertyuiop123', '123456789012', 'cammini-admin', 'Cammini2026!!']) {
      expect(configError({ ADMIN_EMAIL: 'a@b.it', ADMIN_PASSWORD: password }), password).toMatch(
        /ADMIN_PASSWORD: is a common or breached password/,
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, and with false or 0', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a comma-separated list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, saying what to set instead', () => {
    const message = configError({ TRUST_PROXY: 'true' });
    expect(message).toMatch(/TRUST_PROXY: true would let any client choose its address/);
    expect(message).toMatch(/number of proxies/);
    expect(message).toMatch(/CIDRs/);
  });

  it('refuses what is neither', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '1.5', '11']) {
      expect(configError({ TRUST_PROXY: value }), value).toMatch(/TRUST_PROXY/);
    }
  });

  it('makes the client the address the nearest trusted proxy saw, never the one the client wrote', async () => {
    const ipSeenWith = async (trust: string, peer: string, forwardedFor: string) => {
      const app = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: trust }).TRUST_PROXY) });
      app.get('/', async (request) => request.ip);
      const response = await app.inject({
        url: '/',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      await app.close();
      return response.body;
    };
    // One proxy: the last entry is what it saw; whatever the client wrote before it is ignored.
    expect(await ipSeenWith('1', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenWith('2', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
    // By address: only the listed proxy is believed, and only as far as the chain stays inside the list.
    expect(await ipSeenWith('10.0.0.2', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenWith('10.0.0.2', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
    // Off: the header means nothing.
    expect(await ipSeenWith('false', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
  });
});
