import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListComments } from './list-comments.query.js';
import { ListPosts } from './list-posts.query.js';
import type { CommentResponse, PostResponse } from '../../../contracts/groups.js';

const listPostsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

@Controller('api')
@UseGuards(RequireUser)
export class ListPostsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The group page's Recent Activity. */
  @Get('groups/:id/posts')
  listPosts(
    @Param('id') groupId: string,
    @Query({ schema: listPostsQuery }) query: z.infer<typeof listPostsQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PostResponse[]> {
    return this.queryBus.execute(new ListPosts(groupId, user.id, query.limit));
  }

  @Get('posts/:postId/comments')
  listComments(
    @Param('postId') postId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CommentResponse[]> {
    return this.queryBus.execute(new ListComments(postId, user.id));
  }
}
