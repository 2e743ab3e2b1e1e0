import { Query } from '@nestjs/cqrs';
import type { PostResponse } from '../../../contracts/groups.js';

/** A group's latest posts, newest first. */
export class ListPosts extends Query<PostResponse[]> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string,
    readonly limit: number,
  ) {
    super();
  }
}
