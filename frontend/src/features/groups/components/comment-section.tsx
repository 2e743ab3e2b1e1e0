import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HideContentButton, ReportButton } from '@/features/moderation';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { toastFailure } from '@/lib/toast';
import { pluralize } from '@/lib/utils';
import { useCreateCommentMutation, useGetPostCommentsQuery } from '../api/posts-api';
import { shortName } from '../lib/people';
import { formatTimeAgo } from '../lib/time-ago';
import type { PostResponse } from '@packmeet/backend/contracts/groups';
import { PersonAvatar } from '@/components/person-avatar';

function CommentForm({ post }: { post: PostResponse }) {
  const [content, setContent] = useState('');
  const [createComment, { isLoading }] = useCreateCommentMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = content.trim();
    if (!text) return;
    try {
      await createComment({ postId: post.id, groupId: post.groupId, content: text }).unwrap();
      setContent('');
    } catch (error) {
      toastFailure(error, { fallback: 'Failed to add comment. Please try again.' });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-center gap-2">
      <Input
        aria-label={`Comment on ${shortName(post.author)}'s post`}
        placeholder="Write a comment..."
        maxLength={1000}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        disabled={isLoading}
        className="h-10 rounded-full"
      />
      <IconButton
        type="submit"
        variant="secondary"
        label="Post comment"
        icon={SendHorizontal}
        disabled={isLoading || !content.trim()}
        className="shrink-0"
      />
    </form>
  );
}

/** The latest comments (spec: 3), 'View all N comments' to load the rest, and a comment box. */
export function CommentSection({
  post,
  canComment,
  viewer = { id: null, canModerate: false },
}: {
  post: PostResponse;
  canComment: boolean;
  /** Who reads: others' comments can be reported, and organizers hide any. */
  viewer?: { id: string | null; canModerate: boolean };
}) {
  const [showAll, setShowAll] = useState(false);
  const all = useGetPostCommentsQuery(post.id, { skip: !showAll });
  const comments = showAll && all.data ? all.data : post.comments;
  const hasMore = !showAll && post.commentCount > post.comments.length;

  if (comments.length === 0 && !canComment) return null;

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      {comments.length > 0 ? (
        <ul aria-label="Comments" className="flex flex-col gap-2.5">
          {comments.map((comment) => (
            <li key={comment.id} className="flex items-start gap-2.5">
              <PersonAvatar person={comment.author} className="size-8 text-xs" />
              <div className="min-w-0 flex-1 rounded-2xl bg-sand-50 px-3.5 py-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                  <span className="font-bold text-foreground">{shortName(comment.author)}</span>
                  <time dateTime={comment.createdAt} className="text-muted-foreground">
                    {formatTimeAgo(comment.createdAt)}
                  </time>
                </p>
                <p className="text-sm leading-relaxed break-words whitespace-pre-line text-sand-800">
                  {comment.content}
                </p>
              </div>
              {viewer.id !== null && comment.author.id !== viewer.id ? (
                <ReportButton
                  label="Report comment"
                  target={{ kind: 'comment', id: comment.id, postId: post.id }}
                  subject={{ id: comment.author.id, name: shortName(comment.author) }}
                />
              ) : null}
              {viewer.canModerate ? (
                <HideContentButton
                  content={{ groupId: post.groupId, postId: post.id, commentId: comment.id }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button variant="link" size="sm" onClick={() => setShowAll(true)} className="self-start">
          {`View all ${pluralize(post.commentCount, 'comment')}`}
        </Button>
      ) : null}
      {showAll && all.isFetching ? (
        <p role="status" className="text-xs text-muted-foreground">
          Loading comments...
        </p>
      ) : null}
      {showAll && all.isError ? (
        <p className="text-xs text-destructive">We couldn&apos;t load every comment.</p>
      ) : null}
      {canComment ? <CommentForm post={post} /> : null}
    </div>
  );
}
