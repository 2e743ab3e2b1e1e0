import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/domain/user.decider.js';
import { LeaveGroup } from '../../../groups/commands/leave-group/leave-group.command.js';
import { SetRsvp } from '../../../meetups/commands/set-rsvp/set-rsvp.command.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../../objects/object-storage.port.js';
import { uploadKey } from '../../../objects/domain/object-keys.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { DomainError } from '../../../shared/errors.js';
import { DeleteAccount } from './delete-account.command.js';

/**
 * Deletes an account: the rules are the user decider's, decided before
 * anything is appended so a refusal changes nothing. Then the member's
 * places at upcoming meetups are given back (the queue moves up as for
 * anyone who says "not going"), they leave their groups, AccountDeleted is appended (the event store
 * destroys their key with it) and their objects leave object storage.
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(OBJECT_STORAGE) private readonly objects: ObjectStorage,
  ) {}

  async execute({ userId, footprint, context }: DeleteAccount) {
    const command = { type: 'DeleteAccount', userId, ownedGroups: footprint.ownedGroups } as const;
    userDecider.decide(command, await this.aggregates.load(userStream(userId), userDecider));

    const next = () => ({ ...context, commandId: randomUUID() });
    const leaving = [
      ...footprint.upcomingRsvps.map((meetupId) => new SetRsvp(meetupId, userId, null, [], next())),
      ...footprint.memberships.map((groupId) => new LeaveGroup(groupId, userId, next())),
    ];
    for (const command of leaving) {
      try {
        await this.commands.execute(command);
      } catch (error) {
        // A meetup or group that changed meanwhile (cancelled, started, left) has nothing to give back.
        if (!(error instanceof DomainError)) throw error;
      }
    }

    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command,
    });

    const uploads = await this.objects.list(`${uploadKey(userId, '')}`);
    await Promise.all(
      [...footprint.objectKeys, ...uploads.map((object) => object.key)].map((key) =>
        this.objects.delete(key),
      ),
    );
    return { position };
  }
}
