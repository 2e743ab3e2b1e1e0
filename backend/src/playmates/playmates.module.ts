import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/index.js';
import { NotifyPlaymatesGoingHandler } from './commands/notify-playmates-going/notify-playmates-going.handler.js';
import { PlaymatesGoingReaction } from './reactions/playmates-going.reaction.js';
import { MarkPlayedWellController } from './commands/mark-played-well/mark-played-well.http.controller.js';
import { MarkPlayedWellHandler } from './commands/mark-played-well/mark-played-well.handler.js';
import { RemovePlaymateController } from './commands/remove-playmate/remove-playmate.http.controller.js';
import { RemovePlaymateHandler } from './commands/remove-playmate/remove-playmate.handler.js';
import { SetPlaymatesController } from './commands/set-playmates/set-playmates.http.controller.js';
import { SetPlaymatesHandler } from './commands/set-playmates/set-playmates.handler.js';
import { DogPlaymatesController } from './queries/dog-playmates/dog-playmates.http.controller.js';
import { GetDogPlaymatesHandler } from './queries/dog-playmates/dog-playmates.query-handler.js';
import { PlayedWellController } from './queries/played-well/played-well.http.controller.js';
import { GetPlayedWellHandler } from './queries/played-well/played-well.query-handler.js';
import { PlaymateMeetupsController } from './queries/playmate-meetups/playmate-meetups.http.controller.js';
import { GetPlaymateMeetupsHandler } from './queries/playmate-meetups/playmate-meetups.query-handler.js';
import { PlaymatesGoingController } from './queries/playmates-going/playmates-going.http.controller.js';
import { GetPlaymatesGoingHandler } from './queries/playmates-going/playmates-going.query-handler.js';
import { PlaymateReader } from './queries/playmate-reader.js';

/**
 * Playmates (docs/playmates.md): marks after a meetup, the links they make,
 * where links help, and telling owners who asked when a playmate is going.
 */
@Module({
  imports: [MeetupsModule],
  controllers: [
    MarkPlayedWellController,
    PlayedWellController,
    DogPlaymatesController,
    SetPlaymatesController,
    RemovePlaymateController,
    PlaymatesGoingController,
    PlaymateMeetupsController,
  ],
  providers: [
    PlaymateReader,
    MarkPlayedWellHandler,
    RemovePlaymateHandler,
    SetPlaymatesHandler,
    NotifyPlaymatesGoingHandler,
    PlaymatesGoingReaction,
    GetPlayedWellHandler,
    GetDogPlaymatesHandler,
    GetPlaymatesGoingHandler,
    GetPlaymateMeetupsHandler,
  ],
})
export class PlaymatesModule {}
