/** Guards for routes and the live channel: who is calling, and whether they may. */
export {
  AUTH_RATE_LIMIT_MESSAGE,
  AuthRateLimitGuard,
  authRateLimitKey,
} from './auth-rate-limit.guard.js';
export { Authenticator, OptionalUser, RequireUser } from './auth.guards.js';
/** The one guard of administrators' routes, and the mark of routes the operators' CLI may call. */
export { ADMINISTRATORS_ONLY, OperatorsToo, RequireAdmin } from './require-admin.guard.js';
export { OperatorTokens, issueOperatorToken } from './operator-token.js';
export { RequestBudget } from './request-budget.js';

/** What accounts needs to sign people in and out: tokens, passwords, known and suspended users. */
export { FailedLoginLimiter } from './failed-login-limiter.js';
export { KnownUsers } from './known-users.js';
export { PASSWORD_HASHER, decoyPasswordHash } from './password-hasher.js';
export type { PasswordHasher } from './password-hasher.js';
export { Suspensions } from './suspensions.js';
export { TokenService } from './token.service.js';
