import type {
  DiscussionAuthor,
  DiscussionPostResponse,
  DiscussionReplyResponse,
} from '@packmeet/backend/contracts/discussion';
import { Heart } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastFailure, toastOutcome } from '@/lib/toast';
import { ReportButton } from '@/features/moderation';
import {
  useDeleteDiscussionMutation,
  useEditDiscussionMutation,
  useHideDiscussionMutation,
  useLikeDiscussionMutation,
} from '../api/discussion-api';

export const authorName = (author: DiscussionAuthor) =>
  `${author.firstName}${author.lastName ? ` ${author.lastName.slice(0, 1)}.` : ''}`;

export interface ThreadContext {
  meetupId: string;
  userId: string | null;
  canWrite: boolean;
  canModerate: boolean;
}

type Mode = 'read' | 'edit' | 'hide';

/** One post or reply: its words, its likes, and what the viewer may do with it. */
export function DiscussionMessage({
  message,
  postId,
  thread,
  label,
}: {
  message: DiscussionPostResponse | DiscussionReplyResponse;
  postId: string;
  thread: ThreadContext;
  label: string;
}) {
  const replyId = message.id === postId ? null : message.id;
  const ref = { meetupId: thread.meetupId, postId, replyId };
  const mine = thread.userId === message.author.id;
  const [mode, setMode] = useState<Mode>('read');
  const [like, { isLoading: liking }] = useLikeDiscussionMutation();
  const [remove, { isLoading: deleting }] = useDeleteDiscussionMutation();
  const what = replyId === null ? 'post' : 'reply';

  const onLike = () =>
    void like({ ...ref, liked: !message.likedByMe })
      .unwrap()
      .catch((error: unknown) => toastFailure(error, { fallback: 'Failed to like' }));

  return (
    <article aria-label={label} className="flex flex-col gap-1.5">
      <p className="text-sm">
        <span className="font-semibold">{authorName(message.author)}</span>{' '}
        <time dateTime={message.createdAt} className="text-muted-foreground">
          {new Date(message.createdAt).toLocaleString()}
        </time>
        {message.editedAt ? <span className="text-muted-foreground"> (edited)</span> : null}
      </p>
      {mode === 'edit' ? (
        <EditForm
          initial={message.text}
          what={what}
          messageRef={ref}
          onDone={() => setMode('read')}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
      )}
      {mode === 'hide' ? (
        <HideForm what={what} messageRef={ref} onDone={() => setMode('read')} />
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        {thread.userId !== null ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={message.likedByMe}
            aria-label={`Like (${message.likeCount})`}
            disabled={liking || (!thread.canWrite && !message.likedByMe)}
            onClick={onLike}
          >
            <Heart aria-hidden="true" className={message.likedByMe ? 'fill-current' : ''} />
            {message.likeCount}
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">{message.likeCount} likes</span>
        )}
        {mine && mode === 'read' ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={deleting}
              onClick={() =>
                void toastOutcome(
                  remove(ref).unwrap(),
                  { title: `Your ${what} is deleted` },
                  { fallback: `Failed to delete the ${what}` },
                )
              }
            >
              Delete
            </Button>
          </>
        ) : null}
        {thread.userId !== null && !mine ? (
          <ReportButton
            label={`Report ${what}`}
            target={
              replyId === null
                ? { kind: 'discussion', id: postId }
                : { kind: 'discussion', id: replyId, postId }
            }
            subject={{ id: message.author.id, name: authorName(message.author) }}
          />
        ) : null}
        {thread.canModerate && !mine && mode === 'read' ? (
          <Button variant="ghost" size="sm" onClick={() => setMode('hide')}>
            Hide
          </Button>
        ) : null}
      </div>
    </article>
  );
}

function EditForm({
  initial,
  what,
  messageRef,
  onDone,
}: {
  initial: string;
  what: string;
  messageRef: { meetupId: string; postId: string; replyId: string | null };
  onDone: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [edit, { isLoading }] = useEditDiscussionMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await toastOutcome(
      edit({ ...messageRef, text }).unwrap(),
      { title: `Your ${what} is changed` },
      { fallback: `Failed to change the ${what}` },
    );
    if (saved) onDone();
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
      <Label htmlFor={id}>Change your {what}</Label>
      <Textarea id={id} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isLoading || text.trim() === ''}>
          Save
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function HideForm({
  what,
  messageRef,
  onDone,
}: {
  what: string;
  messageRef: { meetupId: string; postId: string; replyId: string | null };
  onDone: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [hide, { isLoading }] = useHideDiscussionMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const hidden = await toastOutcome(
      hide({ ...messageRef, reason }).unwrap(),
      { title: `The ${what} is hidden` },
      { fallback: `Failed to hide the ${what}` },
    );
    if (hidden) onDone();
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
      <Label htmlFor={id}>Why hide it?</Label>
      <Input id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isLoading || reason.trim() === ''}>
          Hide {what}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
