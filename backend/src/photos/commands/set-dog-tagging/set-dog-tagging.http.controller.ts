import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import {
  CurrentUser,
  SignedIn,
  type AuthenticatedUser,
  type Caller,
} from '../../../http/request-context.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import type { DogTaggingResponse } from '../../../contracts/photos.js';
import {
  dogTaggingRequest,
  type DogTaggingRequest,
} from '../../../contracts/requests/photos.request.js';
import { GetDogTagging } from '../../queries/dog-tagging/dog-tagging.query.js';
import { SetDogTagging } from './set-dog-tagging.command.js';

@Controller('api/profile/dog-tagging')
@UseGuards(RequireUser)
export class DogTaggingController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Whether others may tag the caller's dogs in photos (allowed until turned off). */
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<DogTaggingResponse> {
    return this.commands.ask(new GetDogTagging(user.id));
  }

  @Put()
  set(
    @Body({ schema: dogTaggingRequest }) body: DogTaggingRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<DogTaggingResponse> {
    return this.commands.sendThenAsk(
      new SetDogTagging(user.id, body.allowed, context),
      () => new GetDogTagging(user.id),
    );
  }
}
