import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { RemoveDog } from './remove-dog.command.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class RemoveDogController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Delete(':id')
  @HttpCode(204)
  async removeDog(
    @Param('id') dogId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<void> {
    const { position } = await this.commandBus.execute(new RemoveDog(user.id, dogId, context));
    await this.readModels.waitFor(position);
  }
}
