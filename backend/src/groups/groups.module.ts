import { Module } from '@nestjs/common';
import { AddCommentController } from './commands/add-comment/add-comment.http.controller.js';
import { AddCommentHandler } from './commands/add-comment/add-comment.handler.js';
import { CreateGroupController } from './commands/create-group/create-group.http.controller.js';
import { CreateGroupHandler } from './commands/create-group/create-group.handler.js';
import { CreatePostController } from './commands/create-post/create-post.http.controller.js';
import { CreatePostHandler } from './commands/create-post/create-post.handler.js';
import { DeletePostController } from './commands/delete-post/delete-post.http.controller.js';
import { DeletePostHandler } from './commands/delete-post/delete-post.handler.js';
import { JoinGroupController } from './commands/join-group/join-group.http.controller.js';
import { JoinGroupHandler } from './commands/join-group/join-group.handler.js';
import { LeaveGroupController } from './commands/leave-group/leave-group.http.controller.js';
import { LeaveGroupHandler } from './commands/leave-group/leave-group.handler.js';
import { LikePostController } from './commands/like-post/like-post.http.controller.js';
import { LikePostHandler } from './commands/like-post/like-post.handler.js';
import { BrowseGroupsController } from './queries/browse-groups/browse-groups.http.controller.js';
import { GetGroupController } from './queries/get-group/get-group.http.controller.js';
import { GetGroupHandler } from './queries/get-group/get-group.query-handler.js';
import { GroupListCache } from './queries/group-list.cache.js';
import { ListGroupsController } from './queries/list-groups/list-groups.http.controller.js';
import { ListGroupsHandler } from './queries/list-groups/list-groups.query-handler.js';
import { ListMembersController } from './queries/list-members/list-members.http.controller.js';
import { ListMembersHandler } from './queries/list-members/list-members.query-handler.js';
import { ListPostsController } from './queries/list-posts/list-posts.http.controller.js';
import {
  GetPostHandler,
  ListCommentsHandler,
  ListPostsHandler,
} from './queries/list-posts/list-posts.query-handler.js';

/** Groups, membership, distances and each group's feed. */
@Module({
  controllers: [
    // Static paths before ':id' so GET /api/groups is not read as a group id.
    ListGroupsController,
    BrowseGroupsController,
    CreateGroupController,
    GetGroupController,
    JoinGroupController,
    LeaveGroupController,
    ListMembersController,
    ListPostsController,
    CreatePostController,
    DeletePostController,
    AddCommentController,
    LikePostController,
  ],
  providers: [
    GroupListCache,
    CreateGroupHandler,
    JoinGroupHandler,
    LeaveGroupHandler,
    CreatePostHandler,
    DeletePostHandler,
    AddCommentHandler,
    LikePostHandler,
    ListGroupsHandler,
    GetGroupHandler,
    ListMembersHandler,
    ListPostsHandler,
    GetPostHandler,
    ListCommentsHandler,
  ],
})
export class GroupsModule {}
