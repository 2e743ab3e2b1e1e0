import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import type { Command } from '@nestjs/cqrs';
import { RequireUser } from '../../auth/index.js';
import { SignedIn, type Caller } from '../../http/request-context.js';
import { CommandSender, type Appended } from '../../shared/application/command-sender.js';
import type { AlbumResponse } from '../../contracts/photos.js';
import {
  moderationReasonRequest,
  type ModerationReasonRequest,
} from '../../contracts/requests/moderation.request.js';
import {
  chooseCoverRequest,
  tagDogRequest,
  type ChooseCoverRequest,
  type TagDogRequest,
} from '../../contracts/requests/photos.request.js';
import { GetAlbum } from '../queries/get-album/get-album.query.js';
import { ChooseCover } from './choose-cover/choose-cover.command.js';
import { DeletePhoto } from './delete-photo/delete-photo.command.js';
import { HidePhoto } from './hide-photo/hide-photo.command.js';
import { TagDog } from './tag-dog/tag-dog.command.js';
import { UntagDog } from './tag-dog/untag-dog.command.js';

/** Changes to an album's photos: each answers the album as the caller now sees it. */
@Controller('api/meetups/:id')
@UseGuards(RequireUser)
export class AlbumController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  private answer(meetupId: string, { user }: Caller, command: Command<Appended>) {
    return this.commands
      .sendThenAsk(command, () => GetAlbum.fresh(meetupId, user))
      .then(({ album }) => album);
  }

  @Delete('photos/:photoId')
  @HttpCode(200)
  delete(
    @Param('id') meetupId: string,
    @Param('photoId') photoId: string,
    @SignedIn() caller: Caller,
  ): Promise<AlbumResponse> {
    return this.answer(
      meetupId,
      caller,
      new DeletePhoto(meetupId, caller.user, photoId, caller.context),
    );
  }

  @Post('photos/:photoId/tags')
  @HttpCode(200)
  tag(
    @Param('id') meetupId: string,
    @Param('photoId') photoId: string,
    @Body({ schema: tagDogRequest }) body: TagDogRequest,
    @SignedIn() caller: Caller,
  ): Promise<AlbumResponse> {
    const { user, context } = caller;
    return this.answer(meetupId, caller, new TagDog(meetupId, user, photoId, body.dogId, context));
  }

  @Delete('photos/:photoId/tags/:dogId')
  @HttpCode(200)
  untag(
    @Param('id') meetupId: string,
    @Param('photoId') photoId: string,
    @Param('dogId') dogId: string,
    @SignedIn() caller: Caller,
  ): Promise<AlbumResponse> {
    const { user, context } = caller;
    return this.answer(meetupId, caller, new UntagDog(meetupId, user, photoId, dogId, context));
  }

  /** Organizers hide a photo, saying why (reports go through the moderation queue). */
  @Post('photos/:photoId/hide')
  @HttpCode(200)
  hide(
    @Param('id') meetupId: string,
    @Param('photoId') photoId: string,
    @Body({ schema: moderationReasonRequest }) body: ModerationReasonRequest,
    @SignedIn() caller: Caller,
  ): Promise<AlbumResponse> {
    const { user, context } = caller;
    return this.answer(
      meetupId,
      caller,
      new HidePhoto(meetupId, user, photoId, body.reason, context),
    );
  }

  @Put('cover-photo')
  @HttpCode(200)
  cover(
    @Param('id') meetupId: string,
    @Body({ schema: chooseCoverRequest }) body: ChooseCoverRequest,
    @SignedIn() caller: Caller,
  ): Promise<AlbumResponse> {
    const { user, context } = caller;
    return this.answer(meetupId, caller, new ChooseCover(meetupId, user, body.photoId, context));
  }
}
