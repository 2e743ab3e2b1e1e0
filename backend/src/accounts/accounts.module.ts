import { Module } from '@nestjs/common';
import { GrantAdminHandler } from './commands/grant-admin/grant-admin.handler.js';
import { RegisterUserController } from './commands/register-user/register-user.http.controller.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';
import { UpdateProfileController } from './commands/update-profile/update-profile.http.controller.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { GetProfileController } from './queries/get-profile/get-profile.http.controller.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.query-handler.js';
import { LogInController } from './queries/log-in/log-in.http.controller.js';
import { LogInHandler } from './queries/log-in/log-in.query-handler.js';
import { AccountLinks } from './commands/account-links.js';
import { ChangeEmailController } from './commands/change-email/change-email.http.controller.js';
import { ChangePasswordController } from './commands/change-password/change-password.http.controller.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { RequestPasswordResetController } from './commands/request-password-reset/request-password-reset.http.controller.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { RequestEmailVerificationHandler } from './commands/resend-verification/request-email-verification.handler.js';
import { ResendVerificationController } from './commands/resend-verification/resend-verification.http.controller.js';
import { ResetPasswordController } from './commands/reset-password/reset-password.http.controller.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { SignOutEverywhereController } from './commands/sign-out-everywhere/sign-out-everywhere.http.controller.js';
import { SignOutEverywhereHandler } from './commands/sign-out-everywhere/sign-out-everywhere.handler.js';
import { ResetCalendarFeedController } from './commands/reset-calendar-feed/reset-calendar-feed.http.controller.js';
import { ResetCalendarFeedHandler } from './commands/reset-calendar-feed/reset-calendar-feed.handler.js';
import { VerifyEmailController } from './commands/verify-email/verify-email.http.controller.js';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler.js';

/**
 * Sign-up, sign-in, the user's own profile, granting administrator rights,
 * and the account's credentials and email (reset, verify, change, sign out
 * everywhere, reset the calendar link).
 */
@Module({
  controllers: [
    RegisterUserController,
    LogInController,
    GetProfileController,
    UpdateProfileController,
    RequestPasswordResetController,
    ResetPasswordController,
    ChangePasswordController,
    SignOutEverywhereController,
    ResetCalendarFeedController,
    ResendVerificationController,
    ChangeEmailController,
    VerifyEmailController,
  ],
  providers: [
    RegisterUserHandler,
    UpdateProfileHandler,
    GrantAdminHandler,
    LogInHandler,
    GetProfileHandler,
    AccountLinks,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    SignOutEverywhereHandler,
    ResetCalendarFeedHandler,
    RequestEmailVerificationHandler,
    VerifyEmailHandler,
  ],
})
export class AccountsModule {}
