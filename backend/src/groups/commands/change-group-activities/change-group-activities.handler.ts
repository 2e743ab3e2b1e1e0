import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { ChangeGroupActivities } from './change-group-activities.command.js';

@CommandHandler(ChangeGroupActivities)
export class ChangeGroupActivitiesHandler implements ICommandHandler<ChangeGroupActivities> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, by, activities, level, context }: ChangeGroupActivities) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'ChangeGroupActivities', groupId, by, activities, level },
    });
  }
}
