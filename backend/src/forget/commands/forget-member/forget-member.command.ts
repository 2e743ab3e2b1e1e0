import { Command } from '@nestjs/cqrs';
import { START, type GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AccountFootprint } from '../../queries/account-footprint/account-footprint.query.js';

export type MemberFootprint = Pick<
  AccountFootprint,
  'memberships' | 'upcomingRsvps' | 'objectKeys' | 'albumPhotos' | 'photosAt'
>;

/** An administrator records that a member must be forgotten (docs/operations.md "Forgetting a member"). */
export class ForgetMember extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly forgottenBy: string,
    readonly context: CommandContext,
    /**
     * What the read models know of them (memberships, places at upcoming
     * meetups, post images, album photos): the admin route gathers it;
     * `npm run forget`, which has no read models, gives none, and the
     * handler finds their album photos in the whole log (`photosAt` START).
     */
    readonly footprint: MemberFootprint = {
      memberships: [],
      upcomingRsvps: [],
      objectKeys: [],
      albumPhotos: [],
      photosAt: START,
    },
  ) {
    super();
  }
}
