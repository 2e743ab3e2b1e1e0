import { useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastOutcome } from '@/lib/toast';
import { useDeletePostMutation } from '../api/posts-api';
import type { PostResponse } from '@packmeet/backend/contracts/groups';

/** Asks before deleting one's own post; open while `post` is set. */
export function DeletePostDialog({
  post,
  onClose,
  onDeleted,
}: {
  post: PostResponse | null;
  onClose: () => void;
  /** Called once the dialog has closed after a deletion, to place focus. */
  onDeleted: () => void;
}) {
  const [deletePost, { isLoading }] = useDeletePostMutation();
  const deleted = useRef(false);

  async function handleConfirm() {
    if (!post) return;
    deleted.current = await toastOutcome(
      deletePost({ postId: post.id, groupId: post.groupId }).unwrap(),
      { title: 'Success!', description: 'Your post was deleted.' },
      { fallback: 'Failed to delete post. Please try again.' },
    );
    if (deleted.current) onClose();
  }

  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCloseAutoFocus={(event) => {
        // The Delete button that opened the dialog left with its post: focus moves on instead.
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
        onDeleted();
      }}
      title="Delete this post?"
      description="Are you sure you want to delete this post? This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={isLoading}
      onConfirm={handleConfirm}
    />
  );
}
