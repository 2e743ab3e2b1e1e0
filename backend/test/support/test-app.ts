import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Projection } from '@packmeet/projections/projection';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import type { EventStore } from '../../src/event-store/event-store.port.js';
import { openEngines, type Engines } from '../../src/infrastructure/engines.js';
import { createLogger } from '../../src/shared/logger.js';
import { HttpClient } from './http-client.js';
import { rememberInbox } from './smtp.js';

/** A route as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  /** With Fastify's parameters, e.g. `/api/meetups/:id`. */
  url: string;
}

export interface TestApp {
  url: string;
  app: NestFastifyApplication;
  /** Every route the server registered, in the order it registered them. */
  routes: readonly RegisteredRoute[];
  dataDir: string;
  config: AppConfig;
  engines: Engines;
  http: HttpClient;
  /** Stops the server and closes the engines, keeping the data directory. */
  stop(): Promise<void>;
  /** Stops and deletes the data directory. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a data directory, e.g. to prove data survives a restart. */
  dataDir?: string;
  projections?: readonly Projection[];
  /**
   * Compose's API topology on the embedded engines: this process runs no
   * projections and forwards operators' calls to a projections worker
   * (PROJECTIONS_WORKER_URL). Its own read models stay empty.
   */
  withoutProjections?: boolean;
  /** Wraps the event store every part of the app uses (a FaultInjectingEventStore). */
  decorateEventStore?: (eventStore: EventStore) => EventStore;
}

/**
 * The real application, as `npm start` builds it (SQLite file in a fresh
 * temporary data directory, in-memory read models caught up at boot), serving
 * real HTTP on a free port.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'packmeet-http-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // High enough that tests not about rate limits never meet them.
    AUTH_RATE_LIMIT_IP_PER_MIN: '100000',
    REPLAY_REST_MS: '0',
    AUTH_RATE_LIMIT_ACCOUNT_FAILURES: '1000',
    // Likewise for the upload quota: one test user uploads many files.
    UPLOAD_MAX_PENDING: '1000',
    UPLOAD_MAX_PER_HOUR: '100000',
    UPLOAD_MAX_MB_PER_HOUR: '1000000',
    // And for the limits on what reaches another person (each has its own test).
    ACCOUNT_EMAILS_PER_ADDRESS: '1000',
    REPORTS_PER_REPORTER: '100000',
    DISCUSSION_POSTS_PER_MEMBER: '100000',
    JOIN_REQUESTS_PER_GROUP: '100',
    ...options.env,
  });
  if (options.withoutProjections) config.runProjections = false;
  const logger = createLogger(config.logLevel);
  const engines = await openEngines(
    config,
    logger,
    options.projections,
    options.decorateEventStore,
  );
  const app: NestFastifyApplication = await createApp(config, engines, logger);
  const routes: RegisteredRoute[] = [];
  // Nest adds its routes when it starts listening, after this hook is in place.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  rememberInbox(url, options.env?.SMTP_URL);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    await engines.close();
  };
  return {
    url,
    app,
    routes,
    dataDir,
    config,
    engines,
    http: new HttpClient(url),
    stop,
    close: async () => {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
