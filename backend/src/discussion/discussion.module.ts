import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/index.js';
import { AnnounceToMeetupController } from './commands/announce/announce.http.controller.js';
import { AnnounceToMeetupHandler } from './commands/announce/announce.handler.js';
import { DeleteDiscussionPostController } from './commands/delete-post/delete-post.http.controller.js';
import { DeleteDiscussionPostHandler } from './commands/delete-post/delete-post.handler.js';
import { EditDiscussionPostController } from './commands/edit-post/edit-post.http.controller.js';
import { EditDiscussionPostHandler } from './commands/edit-post/edit-post.handler.js';
import { HideDiscussionPostController } from './commands/hide-post/hide-post.http.controller.js';
import { HideDiscussionPostHandler } from './commands/hide-post/hide-post.handler.js';
import { LikeDiscussionPostController } from './commands/like-post/like-post.http.controller.js';
import { LikeDiscussionPostHandler } from './commands/like-post/like-post.handler.js';
import { WriteDiscussionPostController } from './commands/write-post/write-post.http.controller.js';
import { WriteDiscussionPostHandler } from './commands/write-post/write-post.handler.js';
import { LiveDiscussion } from './live-discussion.js';
import { ChangeAnnouncementsReaction } from './reactions/change-announcements.reaction.js';
import { DiscussionReader } from './queries/discussion-reader.js';
import { GetThreadController } from './queries/get-thread/get-thread.http.controller.js';
import {
  GetDiscussionMessageHandler,
  GetThreadHandler,
} from './queries/get-thread/get-thread.query-handler.js';

/** Each meetup's discussion: posts, replies, likes, announcements, and their live pushes. */
@Module({
  imports: [MeetupsModule],
  controllers: [
    GetThreadController,
    WriteDiscussionPostController,
    AnnounceToMeetupController,
    EditDiscussionPostController,
    DeleteDiscussionPostController,
    LikeDiscussionPostController,
    HideDiscussionPostController,
  ],
  providers: [
    DiscussionReader,
    LiveDiscussion,
    ChangeAnnouncementsReaction,
    GetThreadHandler,
    GetDiscussionMessageHandler,
    WriteDiscussionPostHandler,
    AnnounceToMeetupHandler,
    EditDiscussionPostHandler,
    DeleteDiscussionPostHandler,
    LikeDiscussionPostHandler,
    HideDiscussionPostHandler,
  ],
  exports: [LiveDiscussion],
})
export class DiscussionModule {}
