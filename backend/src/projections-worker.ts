import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { WorkerLease } from '@packmeet/projections/runner/worker-lease';
import { loadConfigOrExit } from './config/config.js';
import { openDocumentStore, openEngines } from './infrastructure/engines.js';
import { OperatorTokens } from './auth/index.js';
import { projectionOperationsFor, serveProjectionsAdmin } from './operations/index.js';
import { createLogger } from './shared/logger.js';

/**
 * Compose mode's projections worker: the same runner the embedded API runs
 * in-process, here on its own against EventStoreDB and MongoDB. API processes
 * read the read models it keeps and its checkpoints (for read-your-writes),
 * and forward operators' status, replay and verify calls to its admin
 * endpoint (PROJECTIONS_ADMIN_PORT), which answers operator tokens only.
 * One worker folds at a time: it waits for the lease in the read store
 * before it starts, and exits if it ever loses it (worker-lease.ts).
 */
async function main() {
  const config = loadConfigOrExit({ RUN_PROJECTIONS: 'true', ...process.env });
  const logger = createLogger(config.logLevel, 'packmeet-projections');
  const leaseStore = await openDocumentStore(config);
  const lease = new WorkerLease(leaseStore, { holder: `${hostname()}:${process.pid}` });
  await lease.hold(
    (holder) => logger.info({ holder }, 'another projections worker holds the lease; waiting'),
    () => {
      // Paused past the expiry: another worker may be folding now. Stop before writing again.
      logger.error({}, 'projections worker lost its lease; exiting');
      process.exit(1);
    },
  );
  // A read store that outlives the worker (MongoDB) keeps a bumped projection's old read
  // model serving while the new version rebuilds blue/green.
  const engines = await openEngines(config, logger, undefined, undefined, {
    keepStaleVersions: config.documentStore.engine === 'mongo',
  });
  const operations = projectionOperationsFor(config, engines, logger);
  for (const name of engines.runner?.stale() ?? []) {
    logger.info({ projection: name }, 'projection version changed: rebuilding blue/green');
    await operations.replay(name);
  }
  const admin = serveProjectionsAdmin(operations, new OperatorTokens(config.jwt.secret), logger);
  await new Promise<void>((resolve, reject) => {
    admin.once('error', reject);
    admin.listen(config.projectionsAdmin.port, config.host, () => resolve());
  });
  // With PROJECTIONS_ADMIN_PORT=0 the system picks a free port; report the real one.
  const { port } = admin.address() as AddressInfo;
  logger.info(
    { projections: engines.projections.length, adminPort: port },
    `projections worker following the log; admin endpoint on port ${port}`,
  );

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'stopping projections');
    await new Promise((resolve) => admin.close(resolve));
    await engines.close();
    await lease.release();
    await leaseStore.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
