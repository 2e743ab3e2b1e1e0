export { AuthRateLimitGuard } from './auth-rate-limit.guard.js';
export { Authenticator, OptionalUser, RequireUser } from './auth.guards.js';
export { FailedLoginLimiter } from './failed-login-limiter.js';
export { KnownUsers } from './known-users.js';
export { PASSWORD_HASHER, decoyPasswordHash } from './password-hasher.js';
export type { PasswordHasher } from './password-hasher.js';
export { RequestBudget } from './request-budget.js';
export { Suspensions } from './suspensions.js';
export { TokenService } from './token.service.js';
