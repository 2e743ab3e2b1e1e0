import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toastOutcome } from '@/lib/toast';
import { useUpdateDogMutation } from '../api/dogs-api';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import { DogForm, type DogInput } from './dog-form';

/** Open while `dog` is set; closes and clears the selection on success. */
export function EditDogDialog({ dog, onClose }: { dog: DogResponse | null; onClose: () => void }) {
  const [updateDog, { isLoading }] = useUpdateDogMutation();

  async function handleSubmit(changes: DogInput) {
    if (!dog) return;
    const updated = await toastOutcome(
      updateDog({ id: dog.id, changes }).unwrap(),
      { title: 'Success!', description: 'Dog updated successfully!' },
      { fallback: 'Failed to update dog' },
    );
    if (updated) onClose();
  }

  return (
    <Dialog
      open={dog !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        {dog ? (
          <>
            <DialogHeader>
              <DialogTitle>{`Edit ${dog.name}`}</DialogTitle>
              <DialogDescription>
                {`Keep ${dog.name}'s profile up to date for organizers.`}
              </DialogDescription>
            </DialogHeader>
            <DogForm key={dog.id} dog={dog} onSubmit={handleSubmit} isSaving={isLoading} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
