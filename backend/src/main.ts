import { setFlagsFromString } from 'node:v8';
import { loadConfigOrExit } from './config/config.js';
import { createApp } from './app.js';
import { openEngines } from './infrastructure/engines.js';
import { createLogger } from './shared/logger.js';

/** `npm start`: validate configuration, open the engines, catch up, serve. */
async function main() {
  const config = loadConfigOrExit();
  // The read models are most of the heap and live as long as the process: V8's default
  // growth (up to 4x of that between full collections) is RSS no one uses (ADR 040).
  // NODE_OPTIONS may not carry this flag, so it is set here, before the heap fills.
  if (config.heapGrowthPercent > 0)
    setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  const engines = await openEngines(config, logger);
  const app = await createApp(config, engines, logger);
  await app.listen(config.port, config.host);
  // With PORT=0 the system picks a free port; report the real one (tests read it from this line).
  const port = new URL(await app.getUrl()).port;
  const url = `http://localhost:${port}`;
  logger.info(
    { mode: config.mode, url, dataDir: config.dataDir, bootMs: Date.now() - started },
    `PackMeet is serving on ${url}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    // Nest's own shutdown hook sends the signal again once its part is done;
    // staying subscribed keeps that from ending the process before the
    // engines are closed (the read-model snapshots written at a clean stop).
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await engines.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
