import { Query } from '@nestjs/cqrs';
import type { TrainerPageResponse } from '../../../contracts/trainers.js';

/** A trainer's public page by username (404 for anyone who is not a trainer). */
export class GetTrainerPage extends Query<TrainerPageResponse> {
  constructor(
    readonly username: string,
    readonly now: Date,
  ) {
    super();
  }
}
