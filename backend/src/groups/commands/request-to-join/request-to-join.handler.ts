import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { ownersDogs } from '../owners-dogs.js';
import { isBlockedBy } from '../../../moderation/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { JoinLimits } from '../../domain/group-membership.decider.js';
import { RequestToJoin } from './request-to-join.command.js';

@CommandHandler(RequestToJoin)
export class RequestToJoinHandler implements ICommandHandler<RequestToJoin> {
  private readonly limits: JoinLimits;

  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    /** Absent where the demo's past is simulated: its members ask without limits. */
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'limits'> | null = null,
  ) {
    this.limits = config
      ? {
          perGroup: config.limits.joinRequestsPerGroup,
          noticeWindowMs: config.limits.joinRequestNoticeWindowMs,
        }
      : { perGroup: { max: Infinity, windowMs: 0 }, noticeWindowMs: 0 };
  }

  async execute({ groupId, userId, request, context }: RequestToJoin) {
    const ownDogs = await ownersDogs(this.aggregates, userId);
    const dogs = request.dogIds.flatMap((dogId) => ownDogs.filter((dog) => dog.dogId === dogId));
    const { events, position } = await this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: async (group) => ({
        type: 'RequestToJoin' as const,
        groupId,
        userId,
        blockedByOwner: await isBlockedBy(
          this.aggregates,
          group.status === 'created' ? group.ownerId : null,
          userId,
        ),
        message: request.message,
        dogs,
        dogIds: request.dogIds,
        ownDogs,
        inviteCode: request.inviteCode,
        houseRulesAccepted: request.houseRulesAccepted,
        now: context.now,
        limits: this.limits,
      }),
    });
    return { joined: events.some((event) => event.type === 'GroupJoined'), position };
  }
}
