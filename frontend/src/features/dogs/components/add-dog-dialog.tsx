import { FormDialog } from '@/components/ui/form-dialog';
import { toastOutcome } from '@/lib/toast';
import { useCreateDogMutation } from '../api/dogs-api';
import { DogForm, type DogInput } from './dog-form';

export function AddDogDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [createDog, { isLoading }] = useCreateDogMutation();

  async function handleSubmit(input: DogInput) {
    const added = await toastOutcome(
      createDog(input).unwrap(),
      { title: 'Success!', description: 'Dog added successfully!' },
      { fallback: 'Failed to add dog' },
    );
    if (added) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={isLoading}
      title="Add New Dog"
      description="All dogs must be added to access group features."
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open ? <DogForm onSubmit={handleSubmit} isSaving={isLoading} /> : null}
    </FormDialog>
  );
}
