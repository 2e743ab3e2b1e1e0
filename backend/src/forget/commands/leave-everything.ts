import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { LeaveGroup } from '../../groups/index.js';
import { SetRsvp } from '../../meetups/index.js';
import type { CommandContext } from '../../shared/command-context.js';
import { DomainError } from '../../shared/errors.js';
import type { AccountFootprint } from '../queries/account-footprint/account-footprint.query.js';

/**
 * Before a member is forgotten (deleted by themselves or by an
 * administrator): their places at meetups not yet started are given back
 * (the queue moves up as for anyone who says "not going") and they leave
 * their groups as anyone leaving does, so no list keeps a "Former member"
 * and no room keeps their socket.
 */
export async function leaveEverything(
  commands: Pick<CommandBus, 'execute'>,
  userId: string,
  footprint: Pick<AccountFootprint, 'upcomingRsvps' | 'memberships'>,
  context: CommandContext,
): Promise<void> {
  const next = () => ({ ...context, commandId: randomUUID() });
  const leaving = [
    ...footprint.upcomingRsvps.map((meetupId) => new SetRsvp(meetupId, userId, null, [], next())),
    ...footprint.memberships.map((groupId) => new LeaveGroup(groupId, userId, next())),
  ];
  for (const command of leaving) {
    try {
      await commands.execute(command);
    } catch (error) {
      // A meetup or group that changed meanwhile (cancelled, started, left) has nothing to give back.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
