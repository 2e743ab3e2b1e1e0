import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsOfThoseWhoWent } from '../../../meetups/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { dogTaggingDecider, dogTaggingStream } from '../../domain/dog-tagging.decider.js';
import { decideOnAlbum } from '../decide-on-album.js';
import { loadMeetup } from '../../facts/album-access.js';
import { TagDog } from './tag-dog.command.js';
import { UntagDog } from './untag-dog.command.js';

@CommandHandler(TagDog)
export class TagDogHandler implements ICommandHandler<TagDog> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  /** The dog's facts: whose it is and whether it came (the meetup's stream), and its owner's choice. */
  async execute(command: TagDog) {
    const { meetupId, photoId, dogId } = command;
    return decideOnAlbum(this.aggregates, command, async (access) => {
      const ownerId = dogsOfThoseWhoWent(await loadMeetup(this.aggregates, meetupId)).get(dogId);
      const tagging = ownerId
        ? await this.aggregates.load(dogTaggingStream(ownerId), dogTaggingDecider)
        : null;
      return {
        type: 'TagDog',
        meetupId,
        photoId,
        dogId,
        dog: ownerId && tagging ? { ownerId, came: true, taggingAllowed: tagging.allowed } : null,
        access,
      };
    });
  }
}

@CommandHandler(UntagDog)
export class UntagDogHandler implements ICommandHandler<UntagDog> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: UntagDog) {
    const { meetupId, photoId, dogId } = command;
    return decideOnAlbum(this.aggregates, command, (access) => ({
      type: 'UntagDog',
      meetupId,
      photoId,
      dogId,
      access,
    }));
  }
}
