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

  async function handleConfirm() {
    if (!dog) return;
    try {
      await deleteDog(dog.id).unwrap();
      toast({ title: 'Success!', description: 'Dog deleted successfully!' });
      onClose();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getServerMessage(error) ?? 'Failed to delete dog',
      });
    }
  }

  return (
    <AlertDialog
      open={dog !== null}
      onOpenChange={(open) => {
        if (!open && !isLoading) onClose();
      }}
    >
      <AlertDialogContent>
        {dog ? (
          <>
            <div className="flex flex-col gap-2">
              <AlertDialogTitle>{`Delete ${dog.name}?`}</AlertDialogTitle>
              <AlertDialogDescription>
                {`Are you sure you want to delete ${dog.name}? This cannot be undone.`}
              </AlertDialogDescription>
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isLoading}>Cancel</AlertDialogCancel>
              <AlertDialogConfirm onClick={handleConfirm} disabled={isLoading}>
                {isLoading ? 'Deleting...' : 'Delete'}
              </AlertDialogConfirm>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
