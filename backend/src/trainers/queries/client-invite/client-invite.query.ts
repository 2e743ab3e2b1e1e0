import { Query } from '@nestjs/cqrs';
import type {
  ClientInviteAccepted,
  ClientInviteDocument,
  ClientInvitePreview,
} from '../../../contracts/trainers.js';

/** The open invite with this code (404: unknown, used or replaced). */
export class FindClientInvite extends Query<ClientInviteDocument> {
  constructor(readonly code: string) {
    super();
  }
}

/** What the link's holder is told before accepting. */
export class GetClientInvitePreview extends Query<ClientInvitePreview> {
  constructor(readonly code: string) {
    super();
  }
}

/** The answer to an accepted invite: whose client the caller is now, and what came over. */
export class GetInviteAccepted extends Query<Omit<ClientInviteAccepted, 'attendance'>> {
  constructor(
    readonly trainerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
