import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastOutcome } from '@/lib/toast';
import { useDeleteDogMutation } from '../api/dogs-api';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';

/** Asks before deleting; open while `dog` is set. */
export function DeleteDogDialog({
  dog,
  onClose,
}: {
  dog: DogResponse | null;
  onClose: () => void;
}) {
  const [deleteDog, { isLoading }] = useDeleteDogMutation();
  const name = dog?.name ?? '';

  async function handleConfirm() {
    if (!dog) return;
    const deleted = await toastOutcome(
      deleteDog(dog.id).unwrap(),
      { title: 'Success!', description: 'Dog deleted successfully!' },
      { fallback: 'Failed to delete dog' },
    );
    if (deleted) onClose();
  }

  return (
    <ConfirmDialog
      open={dog !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${name}?`}
      description={`Are you sure you want to delete ${name}? This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={isLoading}
      onConfirm={handleConfirm}
    />
  );
}
