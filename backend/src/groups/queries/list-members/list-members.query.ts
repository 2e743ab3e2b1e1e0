import { Query } from '@nestjs/cqrs';
import type { MemberResponse, MemberWithDetailsResponse } from '../../../contracts/groups.js';

/** A group's members, owner first then by joining date; with people and dogs when `details`. */
export class ListMembers extends Query<MemberResponse[] | MemberWithDetailsResponse[]> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string,
    readonly details: boolean,
  ) {
    super();
  }
}
