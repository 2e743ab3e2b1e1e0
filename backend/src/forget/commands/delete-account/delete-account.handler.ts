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
import { DeleteAccount } from './delete-account.command.js';

/**
 * Deletes an account: the rules are the user decider's, decided before
 * anything is appended so a refusal changes nothing. Then the member's
 * places at upcoming meetups are given back (the queue moves up as for
 * anyone who says "not going"), they leave their groups, AccountDeleted is appended (the event store
 * destroys their key with it), their objects leave object storage and their
 * album photos their albums (`remove-member-objects.ts`).
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(OBJECT_STORAGE) private readonly objects: ObjectStorage,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ userId, footprint, context }: DeleteAccount) {
    const command = { type: 'DeleteAccount', userId, ownedGroups: footprint.ownedGroups } as const;
    userDecider.decide(command, await this.aggregates.load(userStream(userId), userDecider));

    await leaveEverything(this.commands, userId, footprint, context);

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
    );
    return { position };
  }
}
