import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MEETUPS, RSVPS } from '../../contracts/read-models.js';
import type { GlobalPosition } from '../../event-store/event-store.port.js';
import { AGGREGATES, type Aggregates } from '../../shared/aggregates.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../shared/read-model-sync.port.js';
import { meetupDecider, meetupStream } from '../domain/meetup.decider.js';
import { WithdrawRsvpsOfDepartedMember } from './withdraw-rsvps.command.js';

@CommandHandler(WithdrawRsvpsOfDepartedMember)
export class WithdrawRsvpsOfDepartedMemberHandler implements ICommandHandler<WithdrawRsvpsOfDepartedMember> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  async execute({ groupId, userId, departedAt, context }: WithdrawRsvpsOfDepartedMember) {
    // Every RSVP decided before the departure is in the read models once they reach it; a
    // later one to a private or invite-only group's meetup is refused (no longer a member).
    await this.readModels.waitFor(departedAt);
    const answered = await this.store
      .collection(RSVPS)
      .find({ userId }, { projection: { meetupId: 1 } });
    if (answered.length === 0) return { position: departedAt };
    const upcoming = await this.store.collection(MEETUPS).find(
      {
        _id: { $in: answered.map((rsvp) => rsvp.meetupId) },
        groupId,
        status: 'scheduled',
        startsAt: { $gt: context.now.toISOString() },
      },
      { projection: { _id: 1 } },
    );
    // One command per meetup, each decided on its own stream (the waitlist moves up there).
    const withdrawn = await Promise.all(
      upcoming.map(({ _id: meetupId }) =>
        this.aggregates.handle({
          stream: meetupStream(meetupId),
          decider: meetupDecider,
          context,
          command: { type: 'WithdrawRsvp', meetupId, userId, now: context.now },
        }),
      ),
    );
    const positions = withdrawn.flatMap(({ position }) => (position === null ? [] : [position]));
    const last = positions.reduce<GlobalPosition | null>(
      (latest, position) => (latest === null || position > latest ? position : latest),
      departedAt,
    );
    return { position: last };
  }
}
