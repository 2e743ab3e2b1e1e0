import { StandardSchemaValidationPipe } from '@nestjs/common';
import { RequestValidationError } from './http-error.filter.js';

interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** Schema issues as our 400 body: the spec's messages, one per field. */
function validationError(issues: readonly Issue[]): RequestValidationError {
  return new RequestValidationError(
    issues.map((issue) => ({
      path: (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.'),
      message: issue.message,
    })),
  );
}

/**
 * Nest 12 validates zod schemas natively (`@Body({ schema })`); this only
 * shapes failures as our 400 body.
 */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({ exceptionFactory: validationError });
}
