import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/index.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { leaveEverything } from '../leave-everything.js';
import { removeMemberObjects } from '../remove-member-objects.js';
import { ForgetMember } from './forget-member.command.js';
import { memberPhotoKeys } from './member-photos.js';

/**
 * Appends MemberForgotten to the member's stream; the event store destroys
 * their key with it and from then on redacts their events, sealed or in
 * clear. Nothing in the log is rewritten (docs/adr/016-crypto-shredding.md).
 * First they give back their places and leave their groups, as on deletion
 * (so no list or live room keeps them). Their photos and pending uploads leave object storage,
 * and their album photos their albums, as on deletion:
 * a photo is not sealed, so only deleting it forgets it.
 */
@CommandHandler(ForgetMember)
export class ForgetMemberHandler implements ICommandHandler<ForgetMember> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(OBJECT_STORAGE) private readonly objects: ObjectStorage,
    @Inject(CommandBus) private readonly commands: Pick<CommandBus, 'execute'>,
  ) {}

  async execute({ userId, forgottenBy, context, footprint }: ForgetMember) {
    const command = { type: 'ForgetMember', userId, forgottenBy } as const;
    // Decided first, so a refusal leaves their groups and places as they were.
    userDecider.decide(command, await this.aggregates.load(userStream(userId), userDecider));
    await leaveEverything(this.commands, userId, footprint, context);
    // Read before the append: afterwards the photos' paths read as redacted.
    const photos = await memberPhotoKeys(this.events, userId);
    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command,
    });
    await removeMemberObjects(
      { objects: this.objects, events: this.events, aggregates: this.aggregates },
      userId,
      footprint,
      { position, context },
      photos,
    );
    return { position };
  }
}
