import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DogPlaymatesResponse } from '../../../contracts/playmates.js';
import { PlaymateReader } from '../playmate-reader.js';
import { GetDogPlaymates } from './dog-playmates.query.js';

@QueryHandler(GetDogPlaymates)
export class GetDogPlaymatesHandler implements IQueryHandler<GetDogPlaymates> {
  constructor(@Inject(PlaymateReader) private readonly playmates: PlaymateReader) {}

  async execute({ dogId, viewer }: GetDogPlaymates): Promise<DogPlaymatesResponse> {
    await this.playmates.ownDog(dogId, viewer);
    const enabled = !(await this.playmates.turnedOff([dogId])).has(dogId);
    const playmates = enabled ? (await this.playmates.playmatesOf([dogId])).get(dogId)! : [];
    return { dogId, enabled, playmates };
  }
}
