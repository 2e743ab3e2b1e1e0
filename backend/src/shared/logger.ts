import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Structured JSON logs on stdout; one line per record, ready for any log shipper. */
export function createLogger(level: string, name = 'packmeet-api'): Logger {
  return pino({ level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Routes Nest's own log lines (bootstrap, route mapping, errors) into pino. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

export const LOGGER = Symbol('Logger');
