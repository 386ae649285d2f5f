// The CSP forbids eval (script-src 'self'), so zod's compiled parsers can never run in this app;
// without this, zod's probe for them is reported as a CSP violation on every page with a schema.
//
// Zod keeps its settings in globalThis.__zod_globalConfig, which every copy of zod adopts when it loads
// (zod/v4/core/core.js). Writing them there, instead of calling `config` from 'zod', keeps zod (3.7 KB
// gzipped) out of the entry chunk every page loads: the home page's JavaScript budget is 150 KB
// (docs/performance.md). zod-config.test.ts checks that zod still reads the setting.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
