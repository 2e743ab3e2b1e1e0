import { Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type { BlockResponse } from '../../../contracts/moderation.js';
import { BlockMember } from './block-member.command.js';

@Controller('api/users')
@UseGuards(RequireUser)
export class BlockMemberController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Their posts and comments disappear for the caller; they cannot join the caller's groups or meetups. */
  @Post(':id/block')
  @HttpCode(200)
  block(@Param('id') userId: string, @SignedIn() caller: Caller): Promise<BlockResponse> {
    return this.toggle(userId, caller, true);
  }

  @Delete(':id/block')
  @HttpCode(200)
  unblock(@Param('id') userId: string, @SignedIn() caller: Caller): Promise<BlockResponse> {
    return this.toggle(userId, caller, false);
  }

  private async toggle(userId: string, caller: Caller, block: boolean): Promise<BlockResponse> {
    await this.commands.send(new BlockMember(caller.user.id, userId, block, caller.context));
    return { userId, blocked: block };
  }
}
