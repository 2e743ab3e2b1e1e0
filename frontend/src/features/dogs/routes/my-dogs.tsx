import { PawPrint, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useDocumentMeta } from '@/lib/document-meta';
import { useGetDogsQuery } from '../api/dogs-api';
import { AddDogDialog } from '../components/add-dog-dialog';
import { DeleteDogDialog } from '../components/delete-dog-dialog';
import { DogTaggingSwitch } from '@/features/photos';
import { DogPlaymates } from '@/features/playmates';
import { DogCard } from '../components/dog-card';
import { EditDogDialog } from '../components/edit-dog-dialog';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';

export function MyDogsRoute() {
  useDocumentMeta({ title: 'My Dogs · PackMeet' });
  const { data: dogs, isLoading, isError } = useGetDogsQuery();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DogResponse | null>(null);
  const [deleting, setDeleting] = useState<DogResponse | null>(null);
  // `?edit=<dogId>`: a link that says what to fix on a dog's profile opens its edit dialog.
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const linked = editId ? (dogs?.find((dog) => dog.id === editId) ?? null) : null;
  const closeEdit = () => {
    setEditing(null);
    if (editId) setSearchParams({}, { replace: true });
  };

  let content;
  if (isLoading) {
    content = <LoadingState label="Loading your dogs..." />;
  } else if (isError || !dogs) {
    content = (
      <EmptyState
        icon={PawPrint}
        title="We couldn't load your dogs"
        description="Please refresh the page to try again."
      />
    );
  } else if (dogs.length === 0) {
    content = (
      <EmptyState
        icon={PawPrint}
        title="No Dogs Yet"
        description="Add your dog's profile so organizers know who is coming and can plan a calm, safe meetup."
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Your First Dog
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        {/* Tagging is one choice for all of an owner's dogs, so it sits above their cards. */}
        <div className="mb-5">
          <DogTaggingSwitch />
        </div>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your dogs">
          {dogs.map((dog) => (
            <li key={dog.id} className="flex">
              <DogCard dog={dog} onEdit={setEditing} onDelete={setDeleting}>
                <DogPlaymates dogId={dog.id} dogName={dog.name} />
              </DogCard>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="My Dogs"
        subtitle="Manage your dog profiles"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Dog
          </Button>
        }
      />
      {content}
      <AddDogDialog open={adding} onOpenChange={setAdding} />
      <EditDogDialog dog={editing ?? linked} onClose={closeEdit} />
      <DeleteDogDialog dog={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
