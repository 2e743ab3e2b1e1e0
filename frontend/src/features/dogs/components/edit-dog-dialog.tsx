import { FormDialog } from '@/components/ui/form-dialog';
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
    <FormDialog
      open={dog !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      pending={isLoading}
      title={dog ? `Edit ${dog.name}` : 'Edit Dog'}
      description={dog ? `Keep ${dog.name}'s profile up to date for organizers.` : null}
    >
      {dog ? <DogForm key={dog.id} dog={dog} onSubmit={handleSubmit} isSaving={isLoading} /> : null}
    </FormDialog>
  );
}
