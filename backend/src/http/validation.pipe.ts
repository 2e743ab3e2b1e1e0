import { StandardSchemaValidationPipe } from '@nestjs/common';
import { RequestValidationError } from './http-error.filter.js';

/**
 * Nest 12 validates zod schemas natively (`@Body({ schema })`); this only
 * shapes failures as our 400 body: the spec's messages, one per field.
 */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) =>
      new RequestValidationError(
        issues.map((issue) => ({
          path: (issue.path ?? [])
            .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
            .join('.'),
          message: issue.message,
        })),
      ),
  });
}
