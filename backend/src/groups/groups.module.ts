import { DemandModule } from '../demand/index.js';
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
import { RequestToJoinController } from './commands/request-to-join/request-to-join.http.controller.js';
import { RequestToJoinHandler } from './commands/request-to-join/request-to-join.handler.js';
import { WithdrawJoinRequestController } from './commands/withdraw-join-request/withdraw-join-request.http.controller.js';
import { WithdrawJoinRequestHandler } from './commands/withdraw-join-request/withdraw-join-request.handler.js';
import { DecideJoinRequestController } from './commands/decide-join-request/decide-join-request.http.controller.js';
import { DecideJoinRequestHandler } from './commands/decide-join-request/decide-join-request.handler.js';
import { RemoveMemberController } from './commands/remove-member/remove-member.http.controller.js';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.handler.js';
import { ChangeMemberRoleController } from './commands/change-member-role/change-member-role.http.controller.js';
import { ChangeMemberRoleHandler } from './commands/change-member-role/change-member-role.handler.js';
import { TransferGroupController } from './commands/transfer-group/transfer-group.http.controller.js';
import { TransferGroupHandler } from './commands/transfer-group/transfer-group.handler.js';
import { ChangeGroupController } from './commands/change-group/change-group.http.controller.js';
import { ChangeGroupHandler } from './commands/change-group/change-group.handler.js';
import { ChangeGroupRulesController } from './commands/change-group-rules/change-group-rules.http.controller.js';
import { ChangeGroupRulesHandler } from './commands/change-group-rules/change-group-rules.handler.js';
import { ChangeGroupActivitiesController } from './commands/change-group-activities/change-group-activities.http.controller.js';
import { ChangeGroupActivitiesHandler } from './commands/change-group-activities/change-group-activities.handler.js';
import { CreateInviteLinkController } from './commands/create-invite-link/create-invite-link.http.controller.js';
import { CreateInviteLinkHandler } from './commands/create-invite-link/create-invite-link.handler.js';
import { RevokeInviteLinkController } from './commands/revoke-invite-link/revoke-invite-link.http.controller.js';
import { RevokeInviteLinkHandler } from './commands/revoke-invite-link/revoke-invite-link.handler.js';
import { ListJoinRequestsController } from './queries/list-join-requests/list-join-requests.http.controller.js';
import { ListJoinRequestsHandler } from './queries/list-join-requests/list-join-requests.query-handler.js';
import { ListInvitesController } from './queries/list-invites/list-invites.http.controller.js';
import { ListInvitesHandler } from './queries/list-invites/list-invites.query-handler.js';
import { GetInviteController } from './queries/get-invite/get-invite.http.controller.js';
import { GetInviteHandler } from './queries/get-invite/get-invite.query-handler.js';
import { GroupHistoryController } from './queries/group-history/group-history.http.controller.js';
import { GetGroupHistoryHandler } from './queries/group-history/group-history.query-handler.js';
import { GroupEligibilityController } from './queries/group-eligibility/group-eligibility.http.controller.js';
import { GetGroupEligibilityHandler } from './queries/group-eligibility/group-eligibility.query-handler.js';

/** Groups, membership, distances and each group's feed. */
@Module({
  imports: [DemandModule],
  controllers: [
    // Static paths before ':id' so GET /api/groups is not read as a group id.
    ListGroupsController,
    BrowseGroupsController,
    CreateGroupController,
    GetGroupController,
    JoinGroupController,
    LeaveGroupController,
    ChangeGroupController,
    ChangeGroupRulesController,
    ChangeGroupActivitiesController,
    RequestToJoinController,
    WithdrawJoinRequestController,
    ListJoinRequestsController,
    DecideJoinRequestController,
    RemoveMemberController,
    ChangeMemberRoleController,
    TransferGroupController,
    ListInvitesController,
    CreateInviteLinkController,
    RevokeInviteLinkController,
    GetInviteController,
    GroupHistoryController,
    GroupEligibilityController,
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
    RequestToJoinHandler,
    WithdrawJoinRequestHandler,
    DecideJoinRequestHandler,
    RemoveMemberHandler,
    ChangeMemberRoleHandler,
    TransferGroupHandler,
    ChangeGroupHandler,
    ChangeGroupRulesHandler,
    ChangeGroupActivitiesHandler,
    CreateInviteLinkHandler,
    RevokeInviteLinkHandler,
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
    ListJoinRequestsHandler,
    ListInvitesHandler,
    GetInviteHandler,
    GetGroupHistoryHandler,
    GetGroupEligibilityHandler,
  ],
})
export class GroupsModule {}
