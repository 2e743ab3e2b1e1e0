import { Body, Controller, Delete, HttpCode, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AuthRateLimitGuard, RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  deleteAccountRequest,
  type DeleteAccountRequest,
} from '../../../contracts/requests/delete-account.request.js';
import {
  ConfirmPassword,
  GetAccountFootprint,
} from '../../queries/account-footprint/account-footprint.query.js';
import { DeleteAccount } from './delete-account.command.js';

@Controller('api/users/me')
@UseGuards(RequireUser)
export class DeleteAccountController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /**
   * Deletes the caller's account for good: 403 with the wrong password, 409
   * naming the groups they still own. Answers 204 once the read models show
   * them as "Former member"; their token stops working at once.
   */
  @Delete()
  @HttpCode(204)
  @UseGuards(AuthRateLimitGuard)
  async deleteAccount(
    @Body({ schema: deleteAccountRequest }) body: DeleteAccountRequest,
    @SignedIn() caller: Caller,
  ): Promise<void> {
    const userId = caller.user.id;
    await this.queries.execute(new ConfirmPassword(userId, body.password));
    const footprint = await this.queries.execute(
      new GetAccountFootprint(userId, caller.context.now),
    );
    await this.commands.send(new DeleteAccount(userId, footprint, caller.context));
  }
}
