import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { toastFailure } from '@/lib/toast';
import { cn, pluralize } from '@/lib/utils';
import { useSetPostLikeMutation } from '../api/posts-api';
import { shortName } from '../lib/people';
import { formatTimeAgo } from '../lib/time-ago';
import type { PostResponse } from '@packmeet/backend/contracts/groups';
import { CommentSection } from './comment-section';
import { PersonAvatar } from '@/components/person-avatar';
import { HideContentButton, ReportButton } from '@/features/moderation';

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function PostItem({
  post,
  canInteract,
  isOwn,
  onDelete,
  viewer = { id: null, canModerate: false },
}: {
  post: PostResponse;
  /** Members like and comment; everyone else reads. */
  canInteract: boolean;
  isOwn: boolean;
  /** Who reads: signed-in members report others' posts; the group's organizers hide any. */
  viewer?: { id: string | null; canModerate: boolean };
  onDelete: (post: PostResponse) => void;
}) {
  const authorId = useId();
  const [setLike] = useSetPostLikeMutation();
  const [brokenImage, setBrokenImage] = useState(false);
  const author = shortName(post.author);
  const created = new Date(post.createdAt);

  async function toggleLike() {
    try {
      await setLike({ postId: post.id, groupId: post.groupId, liked: !post.likedByMe }).unwrap();
    } catch (error) {
      toastFailure(error, { fallback: 'Something went wrong. Please try again.' });
    }
  }

  return (
    <article aria-labelledby={authorId} className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0">
      <header className="flex items-center gap-3">
        <PersonAvatar person={post.author} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 id={authorId} className="truncate font-sans text-sm font-bold">
            {author}
          </h3>
          <time
            dateTime={post.createdAt}
            title={Number.isNaN(created.getTime()) ? undefined : fullDate.format(created)}
            className="text-xs text-muted-foreground"
          >
            {formatTimeAgo(post.createdAt)}
          </time>
        </div>
        {isOwn ? (
          <IconButton
            tooltip
            label="Delete post"
            icon={Trash2}
            onClick={() => onDelete(post)}
            className="-mr-2 hover:bg-clay-50 hover:text-destructive"
          />
        ) : viewer.id !== null ? (
          <ReportButton
            label="Report post"
            target={{ kind: 'post', id: post.id }}
            subject={{ id: post.author.id, name: author }}
            className="-mr-2"
          />
        ) : null}
        {viewer.canModerate ? (
          <HideContentButton content={{ groupId: post.groupId, postId: post.id }} />
        ) : null}
      </header>

      <p className="text-base leading-relaxed break-words whitespace-pre-line text-sand-800">
        {post.content}
      </p>
      {post.imageUrl && !brokenImage ? (
        <img
          src={post.imageUrl}
          alt={`Photo shared by ${author}`}
          loading="lazy"
          decoding="async"
          onError={() => setBrokenImage(true)}
          className="max-h-[28rem] w-full rounded-2xl border border-border object-cover"
        />
      ) : null}

      <div className="flex items-center gap-4 text-sm text-muted-foreground">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.likedByMe}
          aria-label={`Like (${post.likeCount})`}
          disabled={!canInteract}
          onClick={toggleLike}
          className={cn(
            '-ml-3 gap-1.5 px-3',
            post.likedByMe && 'text-clay-600 hover:text-clay-700',
          )}
        >
          <Heart aria-hidden="true" className={cn(post.likedByMe && 'fill-current')} />
          <span>{post.likeCount}</span>
        </Button>
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle className="size-4" aria-hidden="true" />
          {pluralize(post.commentCount, 'comment')}
        </span>
      </div>

      <CommentSection post={post} canComment={canInteract} viewer={viewer} />
    </article>
  );
}
