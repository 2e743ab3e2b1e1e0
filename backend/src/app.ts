import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { AppModule } from './app.module.js';
import { PersonalDataEventStore } from './event-store/personal-data/personal-data.event-store.js';
import { AuthRateLimitGuard, OptionalUser, RequireAdmin, RequireUser } from './auth/index.js';
import type { AppConfig } from './config/config.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { OPENAPI_UI_PATH, serveOpenApi } from './http/openapi/openapi.js';
import { acceptRawBodies } from './http/raw-body.js';
import { correlationIdFor } from './http/request-context.js';
import { answerClientError } from './http/client-errors.js';
import { apiSecurityHeaders, byTransport, securityHeaders } from './http/security-headers.js';
import { SpaShell } from './http/spa-shell.js';
import { serveFrontend } from './http/static-frontend.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { Caches } from './infrastructure/caching/caches.js';
import { ReadModelChanges } from './infrastructure/caching/read-model-changes.js';
import type { Engines } from './infrastructure/engines.js';
import { CommandLog } from './infrastructure/logging/command-log.js';
import { ObservedEventStore } from './infrastructure/logging/observed-event-store.js';
import { observeRequests } from './infrastructure/logging/request-log.js';
import { Metrics, readProjectionProgress } from './operations/index.js';
import { Aggregates } from './shared/aggregates.js';
import { CLOCK, type Clock } from './shared/clock.port.js';
import { NestPinoLogger, type Logger } from './shared/logger.js';

/** API answers from this many bytes are gzipped per request (see the registration below). */
export const COMPRESSION_THRESHOLD = 4 * 1024;

/**
 * Builds the HTTP application around already-opened engines. main.ts and the
 * HTTP tests both use it, so tests exercise exactly what production serves.
 */
export async function createApp(
  config: AppConfig,
  engines: Engines,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    genReqId: (request: { headers: Record<string, unknown> }) => correlationIdFor(request),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    clientErrorHandler: answerClientError,
  });
  const metrics = new Metrics(
    () => readProjectionProgress(engines),
    () => engines.documentStore.collectionStats(),
  );
  const commandLog = new CommandLog(logger);
  // Every append is counted by type and logged with the command that made it.
  const observed: Engines = {
    ...engines,
    eventStore: new ObservedEventStore(engines.eventStore, (stream, events, result) => {
      metrics.countAppended(events);
      commandLog.recordAppend(stream, events, result.position);
    }),
  };
  const aggregates = new Aggregates(observed.eventStore, {
    maxBytes: config.commandStateCacheBytes,
  });
  const caches = new Caches(new ReadModelChanges(engines.documentStore));
  caches.report(aggregates);
  if (engines.eventStore instanceof PersonalDataEventStore) {
    for (const cache of engines.eventStore.caches()) caches.report(cache);
  }
  metrics.reportCaches(() => caches.stats());
  const boot = engines.readModelBoot;
  if (boot) {
    metrics.reportReadModelBoot({
      snapshots: [
        ...(boot.restore?.restored ?? []).map(({ name }) => ({
          projection: name,
          outcome: 'restored' as const,
        })),
        ...(boot.restore?.ignored ?? []).map(({ name, outcome }) => ({
          projection: name,
          outcome,
        })),
      ],
      eventsFolded: boot.eventsFolded,
      seconds: boot.ms / 1000,
    });
  }
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, observed, { aggregates, caches }, logger, metrics),
    adapter,
    {
      logger: new NestPinoLogger(logger),
      abortOnError: false,
    },
  );

  // Every command's time comes from the injected clock, stamped as its request arrives.
  const clock = app.get<Clock>(CLOCK);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, _reply, done) => {
      request.receivedAt = clock.now();
      done();
    });

  const pageHeaders = byTransport(securityHeaders());
  const apiHeaders = byTransport(apiSecurityHeaders());
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      // Swagger UI is a page: it gets the pages' headers (its CSP included).
      const api = request.url.startsWith('/api/') && !request.url.startsWith(OPENAPI_UI_PATH);
      const headers = api ? apiHeaders : pageHeaders;
      const list = request.protocol === 'https' ? headers.https : headers.http;
      for (const [name, value] of list) reply.header(name, value);
      // Any API answer over the threshold may be gzipped, so caches must key on the encoding asked for.
      if (api) reply.header('vary', 'accept-encoding');
      reply.header('x-correlation-id', request.id);
      done();
    });
  // Before compression: the built files are sent as the build compressed them.
  await serveFrontend(app, config.frontendDist);
  // gzip from 4 KiB: a smaller answer leaves in the first flight of a new connection's congestion
  // window (10 segments) compressed or not, so gzip only adds CPU (one meetup's 1.5 KB answer:
  // half the throughput, docs/performance.md); br costs far more CPU per request. Answers up to
  // 256 KB are compressed in one call: a zlib stream per response (the library's default above
  // 8 KB on two cores) cost the group list two thirds of its throughput.
  await app.register(fastifyCompress, {
    encodings: ['gzip', 'deflate'],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: 256 * 1024,
  });
  acceptRawBodies(app.getHttpAdapter().getInstance());
  observeRequests(app.getHttpAdapter().getInstance(), logger, metrics);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => {
      metrics.close();
      await caches.close();
    });
  commandLog.attachTo(app.get(CommandBus));

  app.useWebSocketAdapter(new IoAdapter(app));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger, app.get(SpaShell)));
  app.enableShutdownHooks();
  serveOpenApi(app, {
    admin: RequireAdmin,
    user: RequireUser,
    optional: OptionalUser,
    rateLimited: AuthRateLimitGuard,
  });
  return app;
}
