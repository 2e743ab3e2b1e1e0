import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
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
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  /** Saves the changed fields and answers with the whole updated profile. */
  @Put()
  async updateProfile(
    @Body({ schema: updateProfileRequest }) body: UpdateProfileRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<ProfileResponse> {
    const { username: _u, email: _e, password: _p, isAdmin: _a, ...changes } = body;
    const { position } = await this.commandBus.execute(
      new UpdateProfile(user.id, changes, context),
    );
    await this.readModels.waitFor(position);
    return this.queryBus.execute(new GetProfile(user.id));
  }
}
