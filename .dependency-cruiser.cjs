/**
 * The import rules of ARCHITECTURE.md, checked by `npm run lint` so a breach fails CI.
 * Tests and test fixtures may reach across modules (they build whole apps); shipped code may not.
 */
const fs = require('node:fs');
const path = require('node:path');

const TEST_CODE = '(\\.test\\.tsx?|\\.spec\\.ts|\\.fixtures?\\.ts|/testing/.*|/test/.*)$';

/**
 * Every table has one owner: the module whose repositories write it, and the schema file is named after
 * it (db/schema/orders.ts belongs to modules/orders/). Only the owner's *.repository.ts files import that
 * file; every other module asks the owner's service, so a table's rules live in one place. The few that
 * may import any table, and why: db/ itself (the tables reference each other, migrations and seed fill
 * them), bench/ (fills a database as the seed does) and test code (builds and inspects whole databases).
 * db/schema/limiters.ts is owned by lib/limiters.ts, the only table below the modules.
 *
 * A list that shows another owner's rows beside its own (an order with its customer's name) joins the
 * owner's read view: a subquery in the owner's `views/<owner>.views.ts`, the columns the owner lends for reading.
 * The views sit in a folder of their own that imports only its owner's tables, so two modules may read each
 * other's views without their folders depending on each other.
 * The database still answers in one query, and the owner decides which columns leave its tables.
 */
const SCHEMA_DIR = path.join(__dirname, 'apps/server/src/db/schema');
const TABLE_OWNERS = fs
  .readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const OWNER_FILES = { limiters: ['^apps/server/src/lib/limiters\\.ts$'] };
const MAY_IMPORT_ANY_TABLE = ['^apps/server/src/db/', '^apps/server/bench/', TEST_CODE];
const ownerFiles = (owner) =>
  OWNER_FILES[owner] ?? [
    `^apps/server/src/modules/${owner}/.*\\.repository\\.ts$`,
    `^apps/server/src/modules/${owner}/views/${owner}\\.views\\.ts$`,
  ];
const tableOwnerRules = TABLE_OWNERS.map((owner) => ({
  name: 'table-read-only-by-its-owner',
  comment: `db/schema/${owner}.ts is imported only by ${ownerFiles(owner).join(', ')}: others call its service.`,
  severity: 'error',
  from: {
    pathNot: [...ownerFiles(owner), ...MAY_IMPORT_ANY_TABLE],
  },
  to: { path: `^apps/server/src/db/schema/${owner}\\.ts$` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'A file that imports itself through others: split the shared part out. Test code builds whole apps and is left out.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Two folders that import each other have no clear owner: one of them must not know the other.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-infrastructure-imports-no-module',
      comment: 'plugins/, lib/ and db/ are below the modules: they take what they need as options.',
      severity: 'error',
      from: { path: '^apps/server/src/(plugins|lib|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'module-reaches-module-through-its-service',
      comment:
        'Another module is reached through its *.service.ts, never its routes or repository (its read views: below).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.service\\.ts$', '/views/[^/]+\\.views\\.ts$'],
      },
    },
    {
      name: 'read-views-only-for-repositories',
      comment: "An owner's *.views.ts lends subqueries to join in SQL: only repositories build SQL.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['\\.repository\\.ts$', TEST_CODE] },
      to: { path: '^apps/server/src/modules/[^/]+/views/', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'read-views-import-no-module',
      comment: 'A views folder imports only its owner tables: it can then never close a loop between two modules.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/views/' },
      to: { path: '^apps/server/src/modules/' },
    },
    ...tableOwnerRules,
    {
      name: 'all-tables-only-for-the-database-tools',
      comment:
        'db/schema/index.ts gathers every table for drizzle-kit, migrations and seed: code imports its owner file.',
      severity: 'error',
      from: { pathNot: MAY_IMPORT_ANY_TABLE },
      to: { path: '^apps/server/src/db/schema/index\\.ts$' },
    },
    {
      name: 'server-config-imports-no-module',
      comment: 'The configuration is read before any module exists: the rules it needs live in lib/.',
      severity: 'error',
      from: { path: '^apps/server/src/config\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-root-reaches-modules-through-front-doors',
      comment:
        'app.ts, startup.ts, background-jobs.ts and cli/ register a module by its *.plugin.ts and call it through its *.service.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/([^/]+\\.ts|cli/)', pathNot: TEST_CODE },
      to: { path: '^apps/server/src/modules/', pathNot: '\\.(service|plugin)\\.ts$' },
    },
    {
      name: 'shipped-server-code-imports-no-test-code',
      severity: 'error',
      from: { path: '^apps/server/(src|bench)/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'web-feature-imports-no-feature',
      comment: 'Features are composed by pages; what two features share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-lib-imports-no-feature',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The web knows the server only through the contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'contract-imports-only-zod',
      comment: 'The contract runs in the browser and the server alike.',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: TEST_CODE },
      to: { pathNot: ['^packages/contract/src/', '^node_modules/zod/', '^zod$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Test files import whatever they test; nothing imports them. Fixtures and test helpers stay in the graph.
    // Built output and run data (a benchmark's copy of the web build) are not the code.
    exclude: { path: ['(^|/)(node_modules|dist|dist-ssr|\\.data)/', '\\.(test|spec)\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
