import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/config.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { acceptRawBodies } from './http/raw-body.js';
import { correlationIdFor } from './http/request-context.js';
import { securityHeaders } from './http/security-headers.js';
import { SpaShell } from './http/spa-shell.js';
import { serveFrontend } from './http/static-frontend.js';
import { createValidationPipe } from './http/validation.pipe.js';
import type { Engines } from './infrastructure/engines.js';
import { NestPinoLogger, type Logger } from './shared/logger.js';

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
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, engines, logger),
    adapter,
    {
      logger: new NestPinoLogger(logger),
      abortOnError: false,
    },
  );

  const headers = securityHeaders();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(headers).header('x-correlation-id', request.id);
      done();
    });
  acceptRawBodies(app.getHttpAdapter().getInstance());

  app.useWebSocketAdapter(new IoAdapter(app));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger, app.get(SpaShell)));
  app.enableShutdownHooks();
  await serveFrontend(app, config.frontendDist);
  return app;
}
