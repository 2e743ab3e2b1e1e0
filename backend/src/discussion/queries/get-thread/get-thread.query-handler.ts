import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DiscussionReader } from '../discussion-reader.js';
import { GetDiscussionMessage, GetThread } from './get-thread.query.js';

@QueryHandler(GetThread)
export class GetThreadHandler implements IQueryHandler<GetThread> {
  constructor(@Inject(DiscussionReader) private readonly reader: DiscussionReader) {}

  execute({ meetupId, viewer }: GetThread) {
    return this.reader.thread(meetupId, viewer);
  }
}

@QueryHandler(GetDiscussionMessage)
export class GetDiscussionMessageHandler implements IQueryHandler<GetDiscussionMessage> {
  constructor(@Inject(DiscussionReader) private readonly reader: DiscussionReader) {}

  execute({ postId, replyId, viewer }: GetDiscussionMessage) {
    return this.reader.message(postId, replyId, viewer);
  }
}
