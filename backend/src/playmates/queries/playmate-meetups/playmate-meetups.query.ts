import { Query } from '@nestjs/cqrs';
import type { PlaymateMeetupsResponse } from '../../../contracts/playmates.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Upcoming meetups the caller may see where their dogs' playmates are going: the dashboard's suggestions. */
export class GetPlaymateMeetups extends Query<PlaymateMeetupsResponse> {
  constructor(readonly viewer: AuthenticatedUser) {
    super();
  }
}
