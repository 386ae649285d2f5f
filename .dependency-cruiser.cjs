/**
 * The import rules of ARCHITECTURE.md, checked by `npm run lint` so a breach fails CI.
 * Tests and test fixtures may reach across modules (they build whole apps); shipped code may not.
 */
const TEST_CODE = '(\\.test\\.tsx?|\\.spec\\.ts|\\.fixtures?\\.ts|/testing/.*|/test/.*)$';

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
      comment: 'Another module is reached through its *.service.ts, never its routes or repository.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.service\\.ts$'],
      },
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
