import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CLOCK, type Clock } from '../shared/clock.port.js';
import { Authenticator, OptionalUser, RequireUser } from './auth.guards.js';
import { KnownUsers } from './known-users.js';
import { OperatorTokens } from './operator-token.js';
import { RequireAdmin } from './require-admin.guard.js';
import { Suspensions } from './suspensions.js';
import { FailedLoginLimiter } from './failed-login-limiter.js';
import { PASSWORD_HASHER, passwordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwt.expiresInSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [
    { provide: PASSWORD_HASHER, useValue: passwordHasher },
    TokenService,
    KnownUsers,
    Suspensions,
    Authenticator,
    RequireUser,
    OptionalUser,
    {
      provide: OperatorTokens,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new OperatorTokens(config.jwt.secret),
    },
    RequireAdmin,
    {
      provide: FailedLoginLimiter,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) =>
        new FailedLoginLimiter({
          maxFailures: config.authRateLimit.accountFailures,
          windowMs: config.authRateLimit.accountWindowSeconds * 1000,
          now: () => clock.now().getTime(),
        }),
    },
  ],
  exports: [
    PASSWORD_HASHER,
    KnownUsers,
    Suspensions,
    TokenService,
    Authenticator,
    RequireUser,
    OptionalUser,
    OperatorTokens,
    RequireAdmin,
    FailedLoginLimiter,
  ],
})
export class AuthModule {}
