import { Query } from '@nestjs/cqrs';
import type { PostResponse } from '../../../contracts/groups.js';

export class GetPost extends Query<PostResponse> {
  constructor(
    readonly postId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
