import { Query } from '@nestjs/cqrs';
import type { ClientRecordResponse, MeetupClientsResponse } from '../../../contracts/trainers.js';

/** The trainer's client records, by name. */
export class ListClients extends Query<ClientRecordResponse[]> {
  constructor(readonly trainerId: string) {
    super();
  }
}

/** One of the trainer's client records (404 for anyone else's). */
export class GetClient extends Query<ClientRecordResponse> {
  constructor(
    readonly trainerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}

/** The clients the trainer named on one of their meetups. */
export class GetMeetupClients extends Query<MeetupClientsResponse> {
  constructor(
    readonly trainerId: string,
    readonly meetupId: string,
  ) {
    super();
  }
}
