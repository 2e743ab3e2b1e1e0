/**
 * The one-way dependencies of ../shared/style.md, enforced on every `npm test`.
 *
 * Packages form a DAG with the wire contract at the bottom:
 *   frontend ──▶ backend/src/contracts ◀── projections ◀── backend (the rest)
 * `backend/src/contracts/` holds every type that crosses a boundary (events,
 * the event-store port's types, read-model documents, HTTP and socket
 * bodies). It imports nothing of ours outside itself, projections import
 * nothing else of the backend, and the frontend imports nothing else of the
 * backend or of projections: so there is no cycle between packages, and a
 * wire type can only be declared once.
 *
 * Plus: domain code imports neither Nest nor any adapter; queries never touch
 * the event store; command handlers never touch the read store.
 *
 * Inside the backend, a feature module (backend/src/<module>/) is reached
 * through its face, `<module>/index.ts`; the kernels below are shared by all
 * and import no feature module. Tests may reach into a module's internals.
 */
const FRAMEWORKS =
  'node_modules/(@nestjs|fastify|@fastify|better-sqlite3|@eventstore|mongodb|mingo|pino|socket\\.io/|@node-rs)';
const CONTRACTS = '^backend/src/contracts/';
/** Shared kernels: importable from anywhere, importing no feature module. */
const KERNELS = '^backend/src/(contracts|shared|config|http|infrastructure|event-store)/';
const FACE = '^backend/src/[^/]+/index\\.ts$';
const TESTS = ['\\.spec\\.ts$', '/testing/'];
/** Contract files that build zod schemas: the web app may import their types only. */
const VALIDATING_CONTRACTS =
  '^backend/src/contracts/(events\\.ts$|events/|event-definition\\.ts$|errors\\.ts$|requests/)';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'modules-meet-through-their-face',
      comment:
        "One feature module uses another only through that module's index.ts: its facts, access policy, readers, reactions' commands, Nest module and guards. Tests may import internals.",
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: [KERNELS, '^backend/src/demo/', ...TESTS] },
      to: { path: '^backend/src/[^/]+/', pathNot: ['^backend/src/$1/', KERNELS, FACE] },
    },
    {
      name: 'demo-drives-the-real-use-cases',
      comment:
        "The demo seeder builds the real command handlers outside Nest: it takes them from each module's use-cases.ts (commands and handlers, for composition roots), the rest through the face.",
      severity: 'error',
      from: { path: '^backend/src/demo/', pathNot: TESTS },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: ['^backend/src/demo/', KERNELS, FACE, '^backend/src/[^/]+/use-cases\\.ts$'],
      },
    },
    {
      name: 'composition-takes-faces-and-nest-modules',
      comment:
        "app.module.ts, app.ts, main.ts and projections-worker.ts compose the modules: each module's Nest module (a face cannot always carry it without a cycle) and the rest through the face.",
      severity: 'error',
      from: { path: '^backend/src/[^/]+\\.ts$', pathNot: TESTS },
      to: { path: '^backend/src/[^/]+/', pathNot: [KERNELS, FACE, '\\.module\\.ts$'] },
    },
    {
      name: 'kernels-import-no-feature-module',
      comment:
        'contracts, shared, config, http, infrastructure and event-store sit below every feature module (tests aside).',
      severity: 'error',
      from: { path: KERNELS, pathNot: TESTS },
      to: { path: '^backend/src/[^/]+/', pathNot: KERNELS },
    },
    {
      name: 'domain-is-pure',
      comment: 'Deciders and events are plain TypeScript: no framework, no adapter, no I/O.',
      severity: 'error',
      from: { path: '^backend/src/.+/domain/' },
      to: {
        path: [
          FRAMEWORKS,
          '^backend/src/(event-store|infrastructure|http|auth|config)/',
          '\\.(controller|handler|query-handler)\\.ts$',
          '^projections/',
        ],
      },
    },
    {
      name: 'contracts-are-the-bottom-layer',
      comment: 'The wire contract imports nothing of ours outside itself (and no framework).',
      severity: 'error',
      from: { path: CONTRACTS },
      to: { path: ['^(backend|projections|frontend)/', FRAMEWORKS], pathNot: CONTRACTS },
    },
    {
      name: 'projections-see-only-the-contract',
      comment:
        'Projections depend on events and read-model types, never on how the backend produces them.',
      severity: 'error',
      from: { path: '^projections/src/', pathNot: ['\\.spec\\.ts$', '^projections/src/testing/'] },
      to: { path: '^backend/', pathNot: CONTRACTS },
    },
    {
      name: 'projection-tests-use-only-the-in-memory-event-store',
      severity: 'error',
      from: { path: ['\\.spec\\.ts$', '^projections/src/testing/'], pathNot: '^backend/' },
      to: {
        path: '^backend/',
        pathNot: [
          CONTRACTS,
          '^backend/src/event-store/in-memory\\.event-store\\.ts$',
          '^backend/src/event-store/fault-injecting\\.event-store\\.ts$',
          '^backend/test/support/',
        ],
      },
    },
    {
      name: 'projections-are-framework-free',
      severity: 'error',
      from: { path: '^projections/src/' },
      to: { path: 'node_modules/(@nestjs|fastify|socket\\.io)' },
    },
    {
      name: 'frontend-imports-only-the-contract',
      comment:
        'Every wire type is declared once, in backend/src/contracts; the web app never copies one.',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: '^(backend|projections)/', pathNot: CONTRACTS },
    },
    {
      name: 'frontend-takes-only-types-from-validating-contracts',
      comment:
        'Event and request schemas are zod; the web app imports their types, so no validator is bundled.',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: VALIDATING_CONTRACTS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'frontend-never-reaches-server-frameworks',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: FRAMEWORKS, reachable: true },
    },
    {
      name: 'queries-read-read-models-only',
      severity: 'error',
      from: { path: '^backend/src/.+/queries/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^backend/src/event-store/(?!event-store\\.port)' },
    },
    {
      name: 'command-handlers-write-only-events',
      severity: 'error',
      from: { path: '^backend/src/.+/commands/.+\\.handler\\.ts$' },
      to: { path: '^projections/src/store/' },
    },
    {
      name: 'backend-never-imports-frontend',
      severity: 'error',
      from: { path: '^(backend|projections)/' },
      to: { path: '^frontend/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(backend|projections|frontend)/(src|test|bench|scripts)/|node_modules/',
    exclude: { path: '(^|/)node_modules/.+/node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
    combinedDependencies: true,
  },
};
