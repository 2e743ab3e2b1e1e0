import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { decideOnAlbum } from '../decide-on-album.js';
import { HidePhoto } from './hide-photo.command.js';

@CommandHandler(HidePhoto)
export class HidePhotoHandler implements ICommandHandler<HidePhoto> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: HidePhoto) {
    const { meetupId, photoId, reason } = command;
    return decideOnAlbum(this.aggregates, command, (access) => ({
      type: 'HidePhoto',
      meetupId,
      photoId,
      reason,
      access,
    }));
  }
}
