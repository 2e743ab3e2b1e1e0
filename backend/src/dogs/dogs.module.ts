import { Module } from '@nestjs/common';
import { AddDogsController } from './commands/add-dogs/add-dogs.http.controller.js';
import { AddDogsHandler } from './commands/add-dogs/add-dogs.handler.js';
import { RemoveDogController } from './commands/remove-dog/remove-dog.http.controller.js';
import { RemoveDogHandler } from './commands/remove-dog/remove-dog.handler.js';
import { UpdateDogController } from './commands/update-dog/update-dog.http.controller.js';
import { UpdateDogHandler } from './commands/update-dog/update-dog.handler.js';
import { ListDogsController } from './queries/list-dogs/list-dogs.http.controller.js';
import { ListDogsHandler } from './queries/list-dogs/list-dogs.query-handler.js';
import { GetSizeLimitedAnswersHandler } from './queries/size-limited-answers/size-limited-answers.query-handler.js';

/** Owners' dog profiles: My Dogs and the dog-setup screen. */
@Module({
  controllers: [ListDogsController, AddDogsController, UpdateDogController, RemoveDogController],
  providers: [
    AddDogsHandler,
    UpdateDogHandler,
    RemoveDogHandler,
    ListDogsHandler,
    GetSizeLimitedAnswersHandler,
  ],
})
export class DogsModule {}
