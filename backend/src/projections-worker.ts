import type { AddressInfo } from 'node:net';
import { loadConfigOrExit } from './config/config.js';
import { openEngines } from './infrastructure/engines.js';
import { OperatorTokens } from './operations/projections/operator-token.js';
import { projectionOperationsFor } from './operations/projections/projection-operations.js';
import { serveProjectionsAdmin } from './operations/projections/worker-admin-server.js';
import { createLogger } from './shared/logger.js';

/**
 * Compose mode's projections worker: the same runner the embedded API runs
 * in-process, here on its own against EventStoreDB and MongoDB. API processes
 * read the read models it keeps and its checkpoints (for read-your-writes),
 * and forward operators' status, replay and verify calls to its admin
 * endpoint (PROJECTIONS_ADMIN_PORT), which answers operator tokens only.
 */
async function main() {
  const config = loadConfigOrExit({ RUN_PROJECTIONS: 'true', ...process.env });
  const logger = createLogger(config.logLevel, 'packmeet-projections');
  const engines = await openEngines(config, logger);
  const operations = projectionOperationsFor(config, engines, logger);
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
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
