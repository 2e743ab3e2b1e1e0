import { Query } from '@nestjs/cqrs';
import type { CommentResponse } from '../../../contracts/groups.js';

/** Every comment of a post, oldest first. */
export class ListComments extends Query<CommentResponse[]> {
  constructor(
    readonly postId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
