import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * Limits sign-in and sign-up requests per client IP (AUTH_RATE_LIMIT_IP_PER_MIN
 * a minute). Only the auth routes use this guard.
 */
export const AuthRateLimitGuard = ThrottlerGuard;

/** The key leaves out the route so sign-in and sign-up share one budget per IP. */
export const authRateLimitKey = (_context: ExecutionContext, tracker: string, name: string) =>
  `auth:${name}:${tracker}`;

export const AUTH_RATE_LIMIT_MESSAGE =
  'Too many sign-in attempts from your network. Please wait a minute and try again.';
