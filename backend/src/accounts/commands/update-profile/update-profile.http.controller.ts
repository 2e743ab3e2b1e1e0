import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetProfile } from '../../queries/get-profile/get-profile.query.js';
import { UpdateProfile } from './update-profile.command.js';
import {
  updateProfileRequest,
  type UpdateProfileRequest,
} from '../../../contracts/requests/update-profile.request.js';
import type { ProfileResponse } from '../../../contracts/accounts.js';

@Controller('api/profile')
@UseGuards(RequireUser)
export class UpdateProfileController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Saves the changed fields and answers with the whole updated profile. */
  @Put()
  updateProfile(
    @Body({ schema: updateProfileRequest }) body: UpdateProfileRequest,
    @SignedIn() caller: Caller,
  ): Promise<ProfileResponse> {
    const { username: _u, email: _e, password: _p, isAdmin: _a, ...changes } = body;
    return this.commands.sendThenAsk(
      new UpdateProfile(caller.user.id, changes, caller.context),
      () => new GetProfile(caller.user.id),
    );
  }
}
