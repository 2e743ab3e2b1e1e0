import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { decideOnAlbum } from '../decide-on-album.js';
import { ChooseCover } from './choose-cover.command.js';

@CommandHandler(ChooseCover)
export class ChooseCoverHandler implements ICommandHandler<ChooseCover> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: ChooseCover) {
    const { meetupId, photoId } = command;
    return decideOnAlbum(this.aggregates, command, (access) => ({
      type: 'ChooseCover',
      meetupId,
      photoId,
      access,
    }));
  }
}
