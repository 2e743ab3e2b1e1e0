/**
 * `npm run test:engines`: the adapter suites that skip without real engines
 * (EventStoreDB, MongoDB, S3), run against compose's own engines. Starts them
 * with Docker or Podman (docker-compose.yml plus the development override:
 * EventStoreDB without TLS), on this machine only, with throwaway secrets;
 * runs the suites; stops the engines and deletes their volumes.
 * See docs/operations.md (Testing against the engines).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUITES = [
  'backend/src/event-store/event-store.contract.spec.ts',
  'backend/src/event-store/personal-data/key-store.contract.spec.ts',
  'projections/src/store/document-store.contract.spec.ts',
  'projections/src/search/search-index.contract.spec.ts',
  'backend/src/infrastructure/object-storage/object-storage.contract.spec.ts',
  'backend/src/objects/s3-uploads.int.spec.ts',
];
const ENGINES = ['eventstore', 'mongo', 'seaweedfs'];

function engineCli() {
  for (const cli of ['docker', 'podman']) {
    const probe = spawnSync(cli, ['compose', 'version'], { stdio: 'ignore' });
    if (probe.status === 0) return cli;
  }
  return null;
}

const cli = engineCli();
if (!cli) {
  console.error(
    'npm run test:engines needs Docker (with Compose v2) or Podman (with podman compose). Neither was found.',
  );
  process.exit(2);
}

const secret = () => randomBytes(24).toString('hex');
const env = {
  ...process.env,
  COMPOSE_PROJECT_NAME: 'packmeet-engines-test',
  JWT_SECRET: secret(),
  MONGO_USER: 'packmeet',
  MONGO_PASSWORD: secret(),
  S3_ACCESS_KEY_ID: 'packmeet',
  S3_SECRET_ACCESS_KEY: secret(),
};
const compose = (...args) =>
  spawnSync(cli, ['compose', '-f', 'docker-compose.yml', '-f', 'docker-compose.dev.yml', ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });

let code = 1;
try {
  const up = compose('up', '--detach', '--wait', ...ENGINES);
  if (up.status !== 0) throw new Error(`${cli} compose up failed`);
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...SUITES], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      // From this machine the replica set's member name (mongo:27017) does not resolve: connect directly.
      MONGO_URL: `mongodb://${env.MONGO_USER}:${env.MONGO_PASSWORD}@localhost:27017/?authSource=admin&directConnection=true`,
      S3_ENDPOINT: 'http://localhost:8333',
    },
  });
  code = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  compose('down', '--volumes');
}
process.exit(code);
