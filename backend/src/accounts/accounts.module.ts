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

/** Sign-up, sign-in, the user's own profile, and granting administrator rights. */
@Module({
  controllers: [
    RegisterUserController,
    LogInController,
    GetProfileController,
    UpdateProfileController,
  ],
  providers: [
    RegisterUserHandler,
    UpdateProfileHandler,
    GrantAdminHandler,
    LogInHandler,
    GetProfileHandler,
  ],
})
export class AccountsModule {}
