import { isPrivateGroup } from '../../../contracts/access-policy.js';
import { creatorEmailOf, userDecider, userStream } from '../../../accounts/index.js';
import { APP_CONFIG, verifiesEmails, type AppConfig } from '../../../config/config.js';
import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Gazetteer, GAZETTEER, locate } from '../../../geography/index.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { kindOf } from '../../../contracts/entry-rules.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { CreateGroup } from './create-group.command.js';

@CommandHandler(CreateGroup)
export class CreateGroupHandler implements ICommandHandler<CreateGroup> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
    /** Whether addresses are verified here (email on). */
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mail'>,
  ) {}

  async execute({ creatorId, group, context }: CreateGroup) {
    const groupId = this.ids.newId();
    // The gazetteer's coordinates win; the client's are used only for places it does not know.
    const place = locate(this.gazetteer, group.city, group.state);
    const latitude = place.latitude ?? group.latitude ?? null;
    const longitude = place.longitude ?? group.longitude ?? null;
    const kind = kindOf(group);
    const creator = await this.aggregates.load(userStream(creatorId), userDecider);
    const { position } = await this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: {
        type: 'CreateGroup',
        creatorEmail: creatorEmailOf(creator, verifiesEmails(this.config)),
        group: {
          groupId,
          creatorId,
          name: group.name,
          description: group.description,
          city: place.city,
          state: place.state,
          latitude: latitude === null || longitude === null ? null : round8(latitude),
          longitude: latitude === null || longitude === null ? null : round8(longitude),
          isPrivate: isPrivateGroup({ kind }),
          kind,
          ...(group.rules ? { rules: group.rules } : {}),
          // Only a group that says what it does says so, as groups from before activities do not.
          ...(group.activities?.length ? { activities: group.activities } : {}),
          ...(group.level && group.level !== 'all' ? { level: group.level } : {}),
        },
      },
    });
    return { groupId, position };
  }
}

/** The spec stores coordinates with 8 decimals. */
function round8(value: number): number {
  return Math.round(value * 1e8) / 1e8;
}
