import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { suspensionDecider, suspensionStream } from '../../domain/suspension.decider.js';
import { ReinstateMember } from './reinstate-member.command.js';

@CommandHandler(ReinstateMember)
export class ReinstateMemberHandler implements ICommandHandler<ReinstateMember> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ userId, by, byAdmin, reason, context }: ReinstateMember) {
    const { position } = await this.aggregates.handle({
      stream: suspensionStream(userId),
      decider: suspensionDecider,
      context,
      command: { type: 'ReinstateMember', userId, by, byAdmin, reason },
    });
    return { position };
  }
}
