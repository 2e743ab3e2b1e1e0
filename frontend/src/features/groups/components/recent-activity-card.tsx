import { Lock, MessagesSquare, SquarePen } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useCurrentUserId } from '@/lib/auth-token';
import { useGetGroupPostsQuery } from '../api/posts-api';
import { useMembership } from '../hooks/use-membership';
import type { GroupResponse, PostResponse } from '@packmeet/backend/contracts/groups';
import { DeletePostDialog } from './delete-post-dialog';
import { PostComposerDialog } from './post-composer-dialog';
import { PostItem } from './post-item';

/**
 * Spec section 2 "Recent Activity": the latest posts, 'No recent posts' when there are none, and
 * Create Post. Members like, comment and delete their own posts; others read, with a hint.
 */
export function RecentActivityCard({ group }: { group: GroupResponse }) {
  const { isMember } = useMembership(group);
  const userId = useCurrentUserId();
  const { data: posts, isLoading, error } = useGetGroupPostsQuery(group.id);
  const [composing, setComposing] = useState(false);
  const [deleting, setDeleting] = useState<PostResponse | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  let content;
  if (isLoading) {
    content = (
      <LoadingSkeletons
        label="Loading posts"
        count={2}
        itemClassName="h-28 rounded-2xl"
        className="flex flex-col gap-3"
      />
    );
  } else if (isApiError(error) && error.status === 403) {
    content = (
      <p className="flex items-start gap-2.5 rounded-xl bg-honey-50 p-3.5 text-sm text-honey-700">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Posts in this private group are for members only.
      </p>
    );
  } else if (error) {
    content = (
      <p className="rounded-xl bg-clay-50 p-3.5 text-sm text-clay-800">
        We couldn&apos;t load posts right now. Please refresh the page to try again.
      </p>
    );
  } else if (!posts || posts.length === 0) {
    content = (
      <EmptyState
        icon={MessagesSquare}
        headingLevel="h3"
        title="No recent posts"
        description={
          isMember
            ? 'Share a walk recap, a question or a photo from the last meetup.'
            : 'Nothing has been shared here yet.'
        }
        className="py-8"
      />
    );
  } else {
    content = (
      <div className="flex flex-col divide-y divide-border">
        {posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            canInteract={isMember}
            isOwn={Boolean(userId) && post.author.id === userId}
            onDelete={setDeleting}
            viewer={{
              id: userId ?? null,
              canModerate: group.role === 'owner' || group.role === 'co-organizer',
            }}
          />
        ))}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle ref={headingRef} tabIndex={-1} className="focus:outline-none">
          Recent Activity
        </CardTitle>
        {isMember ? (
          <Button size="sm" onClick={() => setComposing(true)}>
            <SquarePen aria-hidden="true" />
            Create Post
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!isMember ? (
          <p className="rounded-xl bg-pine-50 px-3.5 py-2.5 text-sm font-medium text-pine-800">
            Join to post, like and comment.
          </p>
        ) : null}
        {content}
      </CardContent>
      {isMember ? (
        <PostComposerDialog
          groupId={group.id}
          groupName={group.name}
          open={composing}
          onOpenChange={setComposing}
        />
      ) : null}
      <DeletePostDialog
        post={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => headingRef.current?.focus()}
      />
    </Card>
  );
}
