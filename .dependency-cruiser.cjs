/**
 * The one-way dependencies of ../shared/style.md, enforced on every `npm test`:
 *   frontend -> framework-free public files of backend and projections
 *   projections -> backend/src/events.ts
 *   backend domain code -> neither Nest nor any adapter
 * plus the CQRS split: queries never touch the event store, command handlers
 * never touch the read store.
 */
const FRAMEWORKS =
  'node_modules/(@nestjs|fastify|@fastify|better-sqlite3|@eventstore|mongodb|mingo|pino|socket\\.io/|@node-rs)';
const PUBLIC_BACKEND =
  '^backend/src/(events\\.ts$|.+\\.(events|request|response)\\.ts$|shared/event-definition\\.ts$)';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
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
      name: 'projections-see-only-the-event-catalogue',
      comment: 'Projections depend on events, never on how the backend produces them.',
      severity: 'error',
      from: { path: '^projections/src/', pathNot: ['\\.spec\\.ts$', '^projections/src/testing/'] },
      to: { path: '^backend/', pathNot: '^backend/src/events\\.ts$' },
    },
    {
      name: 'projection-tests-use-only-the-in-memory-event-store',
      severity: 'error',
      from: { path: ['\\.spec\\.ts$', '^projections/src/testing/'], pathNot: '^backend/' },
      to: {
        path: '^backend/',
        pathNot: [
          '^backend/src/events\\.ts$',
          '^backend/src/event-store/in-memory\\.event-store\\.ts$',
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
      name: 'frontend-imports-only-public-contracts',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: {
        path: '^(backend|projections)/',
        pathNot: [
          PUBLIC_BACKEND,
          // The states the server accepts: one list for both sides.
          '^backend/src/geography/us-states\\.ts$',
          '^projections/src/read-models\\.ts$',
          '^projections/src/store/document-store\\.port\\.ts$',
        ],
      },
    },
    {
      name: 'frontend-never-reaches-server-frameworks',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: FRAMEWORKS, reachable: true },
    },
    {
      name: 'public-contracts-are-framework-free',
      severity: 'error',
      from: { path: [PUBLIC_BACKEND, '^projections/src/read-models\\.ts$'] },
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
