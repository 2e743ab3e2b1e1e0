import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import type { AlbumResponse } from '../../../contracts/photos.js';
import {
  addPhotoRequest,
  type AddPhotoRequest,
} from '../../../contracts/requests/photos.request.js';
import { GetAlbum } from '../../queries/get-album/get-album.query.js';
import { AddPhoto } from './add-photo.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class AddPhotoController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Adds the uploaded file (its upload URL, as for finalize) to the album; answers the album. */
  @Post(':id/photos')
  @HttpCode(201)
  add(
    @Param('id') meetupId: string,
    @Body({ schema: addPhotoRequest }) body: AddPhotoRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<AlbumResponse> {
    return this.commands
      .sendThenAsk(new AddPhoto(meetupId, user, body.objectURL, context), () =>
        GetAlbum.fresh(meetupId, user),
      )
      .then(({ album }) => album);
  }
}
