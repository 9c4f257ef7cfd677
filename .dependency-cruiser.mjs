/**
 * The layering of docs/architecture.md ("Layers"), checked by `npm run lint`: imports go down or sideways inside a
 * layer, never up; no module imports itself through others and no two folders import each other; production code
 * never imports test code; each web app keeps to its own sources, web-kit and shared/. Folder cycles (two folders that
 * import each other) are checked by .dependency-cruiser-folders.mjs, over production code only.
 */

/** L1, the foundation: typed errors, configuration, logging, texts, phone numbers, exports, SQLite and HTTP plumbing. */
const foundation = 'server/(errors|config|logging|i18n|phone|exports|storage|http)/';
/** L2, the services: the loyalty service, the bridge's client of it, the window's request guard. */
const services = 'server/(loyalty|loyalty-client|local-api)/';
/** L4 and L5: the composition root and the entry points (the command line and Electron's main process). */
const root = 'server/core/';
const entryPoints = '(server/cli|main)/';
/** Test code: tests and their helpers; production code never imports it. */
const testCode = '(\\.test\\.tsx?$|/test-support/)';
const webApps = ['renderer', 'admin-console', 'guest-page'];

/** Paths a production rule ignores: tests, their helpers, and the top (bench, scripts, e2e), which may import anything. */
const notProduction = [testCode, '^(bench|scripts|e2e)/'];

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module imports itself through others: split the shared part out, or pass the dependency in.',
      severity: 'error',
      from: { pathNot: testCode },
      to: { circular: true },
    },
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ (L0) holds contracts both sides use: it imports only shared/ (and no package).',
      severity: 'error',
      from: { path: '^shared/' },
      to: { pathNot: '^shared/' },
    },
    {
      name: 'foundation-not-up',
      comment: `L1 (${foundation}) imports only L1 and shared/.`,
      severity: 'error',
      from: { path: `^${foundation}`, pathNot: notProduction },
      to: { path: '^(server|main)/', pathNot: `^${foundation}` },
    },
    {
      name: 'services-not-up',
      comment: `L2 (${services}) imports only L2, L1 and shared/.`,
      severity: 'error',
      from: { path: `^${services}`, pathNot: notProduction },
      to: { path: '^(server|main)/', pathNot: `^(${foundation}|${services})` },
    },
    {
      name: 'features-not-up',
      comment: 'L3 (the bridge features in server/) import neither the composition root (core/) nor an entry point.',
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: [...notProduction, `^${foundation}`, `^${services}`, `^${root}`, `^${entryPoints}`],
      },
      to: { path: `^(${root}|${entryPoints})` },
    },
    {
      name: 'root-not-up',
      comment: 'core/ (L4) wires the app; only the entry points (L5: server/cli/, main/) import it.',
      severity: 'error',
      from: { path: `^${root}`, pathNot: notProduction },
      to: { path: `^${entryPoints}` },
    },
    {
      name: 'no-top-from-production',
      comment: 'bench/, scripts/ and e2e/ sit on top: production code does not import them.',
      severity: 'error',
      from: { path: '^(server|shared|main|web-kit|renderer|admin-console|guest-page)/', pathNot: notProduction },
      to: { path: '^(bench|scripts|e2e)/' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Production code never imports tests or test-support/ (they do not ship).',
      severity: 'error',
      from: { pathNot: notProduction },
      to: { path: testCode },
    },
    {
      name: 'web-not-server',
      comment: 'Web code imports shared/ and web-kit, never server/ or main/.',
      severity: 'error',
      from: { path: `^(web-kit|${webApps.join('|')})/` },
      to: { path: '^(server|main)/' },
    },
    {
      name: 'web-kit-imports-only-shared',
      comment: 'web-kit/ is below the web apps: it imports only itself and shared/.',
      severity: 'error',
      from: { path: '^web-kit/' },
      to: { path: `^(${webApps.join('|')})/` },
    },
    ...webApps.map((app) => ({
      name: `${app}-keeps-to-itself`,
      comment: `${app}/ imports its own sources, web-kit and shared/, not another web app's sources.`,
      severity: 'error',
      from: { path: `^${app}/` },
      to: { path: `^(${webApps.filter((other) => other !== app).join('|')})/` },
    })),
    {
      name: 'resolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|node_modules)/' },
    /** tsconfig.test.json covers server/, shared/, main/, bench/ and scripts/; its NodeNext resolution maps `.js` to `.ts`. */
    tsConfig: { fileName: 'tsconfig.test.json' },
    /** Type-only imports count: a type from a higher layer is still a dependency on it. */
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.cts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
