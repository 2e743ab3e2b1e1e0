import { allProjections } from '@packmeet/projections/projections';
import { ProjectionRunner } from '@packmeet/projections/runner/projection-runner';
import { loadConfigOrExit } from './config/config.js';
import { openDocumentStore, openEventStore } from './infrastructure/engines.js';
import { logProjectionActivity } from './infrastructure/logging/projection-log.js';
import { createLogger } from './shared/logger.js';

/**
 * Compose mode's projections worker: the same runner the embedded API runs
 * in-process, here on its own against EventStoreDB and MongoDB. API processes
 * read the read models it keeps and its checkpoints (for read-your-writes).
 */
async function main() {
  const config = loadConfigOrExit({ RUN_PROJECTIONS: 'true', ...process.env });
  const logger = createLogger(config.logLevel, 'packmeet-projections');
  const eventStore = await openEventStore(config);
  const documentStore = await openDocumentStore(config);
  let caughtUp = false;
  const runner = new ProjectionRunner({
    events: eventStore,
    store: documentStore,
    projections: logProjectionActivity(allProjections, logger, () => caughtUp),
    logger,
  });
  const started = Date.now();
  await runner.start();
  caughtUp = true;
  logger.info(
    { ms: Date.now() - started, projections: runner.status().length },
    'projections caught up; following the log',
  );

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'stopping projections');
    await runner.stop();
    await eventStore.close();
    await documentStore.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
