import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { ChangeGroupRules } from './change-group-rules.command.js';

@CommandHandler(ChangeGroupRules)
export class ChangeGroupRulesHandler implements ICommandHandler<ChangeGroupRules> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, by, rules, context }: ChangeGroupRules) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'ChangeGroupRules', groupId, by, rules },
    });
  }
}
