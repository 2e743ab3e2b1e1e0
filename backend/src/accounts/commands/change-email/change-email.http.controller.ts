import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type { ProfileResponse } from '../../../contracts/accounts.js';
import {
  changeEmailRequest,
  type ChangeEmailRequest,
} from '../../../contracts/requests/account.request.js';
import { GetProfile } from '../../queries/get-profile/get-profile.query.js';
import { AccountLinks } from '../account-links.js';
import { RequestEmailVerification } from '../resend-verification/request-email-verification.command.js';

@Controller('api/profile/email')
@UseGuards(RequireUser)
export class ChangeEmailController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  /** Mails a link to the new address; the profile shows it as pending until it is used. */
  @Put()
  changeEmail(
    @Body({ schema: changeEmailRequest }) body: ChangeEmailRequest,
    @SignedIn() caller: Caller,
  ): Promise<ProfileResponse> {
    this.links.verificationsPerUser.take(caller.user.id);
    return this.commands.sendThenAsk(
      new RequestEmailVerification(caller.user.id, caller.context, body),
      () => new GetProfile(caller.user.id),
    );
  }
}
