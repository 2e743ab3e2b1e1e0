/*
 * What a composition root outside Nest wires to run groups' real use cases: the
 * command messages and their handlers. The demo seeder is its one user
 * (.dependency-cruiser.cjs); other modules ask through index.ts, and Nest
 * composes the handlers through the module's Nest module.
 */
export { AddComment } from './commands/add-comment/add-comment.command.js';
export { AddCommentHandler } from './commands/add-comment/add-comment.handler.js';
export { CreateGroup } from './commands/create-group/create-group.command.js';
export { CreateGroupHandler } from './commands/create-group/create-group.handler.js';
export { CreatePost } from './commands/create-post/create-post.command.js';
export { CreatePostHandler } from './commands/create-post/create-post.handler.js';
export { DecideJoinRequest } from './commands/decide-join-request/decide-join-request.command.js';
export { DecideJoinRequestHandler } from './commands/decide-join-request/decide-join-request.handler.js';
export { JoinGroup } from './commands/join-group/join-group.command.js';
export { JoinGroupHandler } from './commands/join-group/join-group.handler.js';
export { LikePost } from './commands/like-post/like-post.command.js';
export { LikePostHandler } from './commands/like-post/like-post.handler.js';
export { RequestToJoin } from './commands/request-to-join/request-to-join.command.js';
export { RequestToJoinHandler } from './commands/request-to-join/request-to-join.handler.js';
