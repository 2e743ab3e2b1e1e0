import { Query } from '@nestjs/cqrs';
import type { MemberResponse, MemberWithDetailsResponse } from '../../../contracts/groups.js';

/** Where a page of members starts: after this member, in the list's order. */
export interface MemberPosition {
  /** The member is an owner: owners come first. */
  owner: boolean;
  joinedAt: string;
  userId: string;
}

/**
 * Up to `take` of a group's members after `after`: owner first, then by
 * joining date (and id); with people and dogs when `details`.
 */
export class ListMembers extends Query<MemberResponse[] | MemberWithDetailsResponse[]> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string,
    readonly details: boolean,
    readonly take: number,
    readonly after: MemberPosition | undefined,
  ) {
    super();
  }
}
