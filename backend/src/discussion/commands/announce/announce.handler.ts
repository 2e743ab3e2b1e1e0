import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '../../../shared/clock.port.js';
import { discussionDecider, discussionStream } from '../../domain/discussion.decider.js';
import { threadFacts, upcomingOccurrences } from '../../facts/thread-facts.js';
import { AnnounceToMeetup } from './announce.command.js';

@CommandHandler(AnnounceToMeetup)
export class AnnounceToMeetupHandler implements ICommandHandler<AnnounceToMeetup> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AnnounceToMeetup) {
    const { meetupId, user, text, wholeSeries, context, cause } = command;
    const thread = await threadFacts(this.aggregates, meetupId, user);
    const upcoming =
      wholeSeries && thread.seriesId !== null
        ? await upcomingOccurrences(this.aggregates, thread.seriesId, this.clock.now())
        : [];
    const postId = command.postId ?? this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: discussionStream(postId),
      decider: discussionDecider,
      context,
      command: {
        type: 'Announce',
        postId,
        meetupIds: [...new Set([meetupId, ...upcoming])],
        groupId: thread.groupId,
        text,
        cause,
        wholeSeries,
        seriesId: thread.seriesId,
        meetup: thread.meetup,
        actor: thread.actor,
      },
    });
    return { postId, position };
  }
}
