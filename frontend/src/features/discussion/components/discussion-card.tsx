import type { DiscussionPostResponse } from '@packmeet/backend/contracts/discussion';
import { Megaphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastOutcome } from '@/lib/toast';
import {
  useAnnounceMutation,
  useGetDiscussionQuery,
  useWriteDiscussionMutation,
} from '../api/discussion-api';
import { authorName, DiscussionMessage, type ThreadContext } from './discussion-message';

/**
 * The event page's discussion: announcements pinned on top, then posts with one level of
 * replies, live for everyone on the page. Whoever sees the meetup reads it; its group's members
 * write; its organizers announce and hide, to this meetup or, for an occurrence of a series
 * (`inSeries`), to every upcoming meetup of the series.
 */
export function DiscussionCard({
  meetupId,
  userId,
  inSeries = false,
}: {
  meetupId: string;
  userId: string | null;
  inSeries?: boolean;
}) {
  const titleId = useId();
  const { data } = useGetDiscussionQuery(meetupId);
  if (!data) return null;
  const thread: ThreadContext = {
    meetupId,
    userId,
    canWrite: data.canWrite,
    canModerate: data.canModerate,
  };
  const empty = data.posts.length === 0 && data.announcements.length === 0;
  return (
    <Card id="discussion" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Discussion</CardTitle>
        <CardDescription>
          {empty
            ? 'No posts yet. Ask a question or say hello.'
            : 'Questions and news about this meetup.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {data.announcements.length > 0 ? (
          <ul aria-label="Announcements" className="flex flex-col gap-3">
            {data.announcements.map((post) => (
              <li key={post.id} className="rounded-md border border-accent bg-sand-100 p-3">
                <Badge className="mb-2 gap-1">
                  <Megaphone aria-hidden="true" className="size-3.5" />
                  Announcement
                </Badge>
                <Thread post={post} thread={thread} />
              </li>
            ))}
          </ul>
        ) : null}
        {data.posts.length > 0 ? (
          <ul aria-label="Posts" className="flex flex-col gap-4">
            {data.posts.map((post) => (
              <li key={post.id} className="border-b border-border pb-4 last:border-b-0">
                <Thread post={post} thread={thread} />
              </li>
            ))}
          </ul>
        ) : null}
        {thread.canWrite ? (
          <Composer meetupId={meetupId} canAnnounce={thread.canModerate} inSeries={inSeries} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {userId === null
              ? 'Sign in and join the group to take part in the discussion.'
              : 'Join the group to take part in the discussion.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Thread({ post, thread }: { post: DiscussionPostResponse; thread: ThreadContext }) {
  const [replying, setReplying] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <DiscussionMessage
        message={post}
        postId={post.id}
        thread={thread}
        label={`${post.announcement ? 'Announcement' : 'Post'} by ${authorName(post.author)}`}
      />
      {post.replies.length > 0 ? (
        <ul
          aria-label={`Replies to ${authorName(post.author)}`}
          className="ml-4 flex flex-col gap-3 border-l-2 border-border pl-3 sm:ml-6"
        >
          {post.replies.map((reply) => (
            <li key={reply.id}>
              <DiscussionMessage
                message={reply}
                postId={post.id}
                thread={thread}
                label={`Reply by ${authorName(reply.author)}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {thread.canWrite ? (
        replying ? (
          <div className="ml-4 sm:ml-6">
            <Composer
              meetupId={thread.meetupId}
              replyTo={post.id}
              onDone={() => setReplying(false)}
            />
          </div>
        ) : (
          <div>
            <Button variant="link" size="sm" onClick={() => setReplying(true)}>
              Reply
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}

function Composer({
  meetupId,
  replyTo = null,
  canAnnounce = false,
  inSeries = false,
  onDone,
}: {
  meetupId: string;
  replyTo?: string | null;
  canAnnounce?: boolean;
  inSeries?: boolean;
  onDone?: () => void;
}) {
  const textId = useId();
  const announceId = useId();
  const [text, setText] = useState('');
  const [asAnnouncement, setAsAnnouncement] = useState(false);
  const [wholeSeries, setWholeSeries] = useState(false);
  const [write, { isLoading: writing }] = useWriteDiscussionMutation();
  const [announce, { isLoading: announcing }] = useAnnounceMutation();
  const label = replyTo ? 'Your reply' : 'Write a post';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await toastOutcome(
      asAnnouncement
        ? announce({ meetupId, text, wholeSeries: inSeries && wholeSeries }).unwrap()
        : write({ meetupId, text, replyTo }).unwrap(),
      { title: asAnnouncement ? 'Announcement sent' : replyTo ? 'Reply posted' : 'Posted' },
      { fallback: 'Failed to post' },
    );
    if (!sent) return;
    setText('');
    setAsAnnouncement(false);
    setWholeSeries(false);
    onDone?.();
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
      <Label htmlFor={textId}>{label}</Label>
      <Textarea
        id={textId}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        placeholder={replyTo ? undefined : 'Ask a question, or @mention someone'}
      />
      {canAnnounce ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={announceId}
            checked={asAnnouncement}
            onCheckedChange={(checked) => setAsAnnouncement(checked === true)}
          />
          <Label htmlFor={announceId}>
            Send as an announcement to everyone going and waitlisted
          </Label>
        </div>
      ) : null}
      {asAnnouncement && inSeries ? (
        <AudienceChoice wholeSeries={wholeSeries} onChange={setWholeSeries} />
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={writing || announcing || text.trim() === ''}>
          {asAnnouncement ? 'Announce' : replyTo ? 'Reply' : 'Post'}
        </Button>
        {onDone ? (
          <Button type="button" variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Where an occurrence's announcement goes: this meetup, or every upcoming meetup of its series
 * (each person going or waitlisted hears it once). This meetup unless chosen: a note about one
 * date must not reach the others by accident (docs/meetups.md "Announcements").
 */
function AudienceChoice({
  wholeSeries,
  onChange,
}: {
  wholeSeries: boolean;
  onChange: (wholeSeries: boolean) => void;
}) {
  const name = useId();
  const options = [
    { value: false, label: 'This meetup' },
    { value: true, label: 'Every upcoming meetup in this series' },
  ];
  return (
    <fieldset className="flex flex-col gap-1.5 pl-6">
      <legend className="mb-1 text-sm font-medium text-sand-800">Announce to</legend>
      {options.map((option) => (
        <label key={option.label} className="flex cursor-pointer items-center gap-2.5 text-sm">
          <input
            type="radio"
            name={name}
            checked={wholeSeries === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-pine-700"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
