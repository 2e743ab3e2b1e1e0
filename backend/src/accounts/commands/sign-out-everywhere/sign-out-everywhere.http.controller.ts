import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { SignOutEverywhere } from './sign-out-everywhere.command.js';

@Controller('api/auth/sign-out-everywhere')
@UseGuards(RequireUser)
export class SignOutEverywhereController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** 204 once the read models have the new version: the caller's own token is void from then on. */
  @Post()
  @HttpCode(204)
  async signOut(@SignedIn() caller: Caller): Promise<void> {
    await this.commands.send(new SignOutEverywhere(caller.user.id, caller.context));
  }
}
