import { useRef } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
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
    try {
      await deletePost({ postId: post.id, groupId: post.groupId }).unwrap();
      toast({ title: 'Success!', description: 'Your post was deleted.' });
      deleted.current = true;
      onClose();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getServerMessage(error) ?? 'Failed to delete post. Please try again.',
      });
    }
  }

  return (
    <AlertDialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open && !isLoading) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The Delete button that opened the dialog left with its post: focus moves on instead.
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeleted();
        }}
      >
        <div className="flex flex-col gap-2">
          <AlertDialogTitle>Delete this post?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this post? This cannot be undone.
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isLoading}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm onClick={handleConfirm} disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Delete'}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
