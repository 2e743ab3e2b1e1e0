/*
 * Domain errors carry a stable code ('ACCOUNTS.EMAIL_TAKEN') and a message for
 * people. Their kind is the one place an error meets HTTP: see HTTP_STATUS.
 */

export const HTTP_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  too_many_requests: 429,
  /** An engine did not answer (the event log unreachable): try again shortly. */
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof HTTP_STATUS;

/** One field a refusal is about: `path` names it (e.g. `dogs.<dogId>.vaccinations`). */
export interface FieldIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** For a refusal that lifts by itself (429): when to ask again, as `Retry-After`. */
    readonly retryAfterSeconds?: number,
    /** The fields to fix, when a refusal is about particular ones (the body's `errors`). */
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, message: string) => new DomainError('invalid', code, message);
export const unauthorized = (code: string, message: string) =>
  new DomainError('unauthorized', code, message);
export const forbidden = (code: string, message: string, issues?: FieldIssue[]) =>
  new DomainError('forbidden', code, message, undefined, issues);
export const notFound = (code: string, message: string) =>
  new DomainError('not_found', code, message);
export const conflict = (code: string, message: string) =>
  new DomainError('conflict', code, message);
export const payloadTooLarge = (code: string, message: string) =>
  new DomainError('payload_too_large', code, message);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds?: number) =>
  new DomainError('too_many_requests', code, message, retryAfterSeconds);
export const unavailable = (code: string, message: string, retryAfterSeconds?: number) =>
  new DomainError('unavailable', code, message, retryAfterSeconds);
