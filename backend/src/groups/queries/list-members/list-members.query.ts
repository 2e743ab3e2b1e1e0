import { Query } from '@nestjs/cqrs';
import type { DogResponse } from '../../../dogs/dog.response.js';
import type { PublicPerson } from '../../../accounts/public-profile.js';

export interface MemberResponse {
  userId: string;
  role: 'owner' | 'member';
  joinedAt: string;
}

export interface MemberWithDetailsResponse extends MemberResponse {
  /** The membership's id. */
  id: string;
  user: PublicPerson;
  dogs: DogResponse[];
}

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
