import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/domain/user.decider.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ForgetMember } from './forget-member.command.js';

/**
 * Appends MemberForgotten to the member's stream; the event store destroys
 * their key with it and from then on redacts their events, sealed or in
 * clear. Nothing in the log is rewritten (docs/adr/016-crypto-shredding.md).
 */
@CommandHandler(ForgetMember)
export class ForgetMemberHandler implements ICommandHandler<ForgetMember> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ userId, forgottenBy, context }: ForgetMember) {
    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command: { type: 'ForgetMember', userId, forgottenBy },
    });
    return { position };
  }
}
