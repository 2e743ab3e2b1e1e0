import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { takeReturnTo } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { useCreateDogsBulkMutation } from '../api/dogs-api';
import {
  emptySetupDog,
  SetupDogFields,
  toBulkDog,
  type SetupDog,
} from '../components/setup-dog-fields';

export function DogSetupRoute() {
  useDocumentMeta({ title: 'Set up your dogs · PackMeet' });
  const navigate = useNavigate();
  const nextKey = useRef(1);
  const [dogs, setDogs] = useState<SetupDog[]>(() => [emptySetupDog('0')]);
  const [uploads, setUploads] = useState(0);
  const [createDogsBulk, { isLoading }] = useCreateDogsBulkMutation();

  function addDog() {
    const key = String(nextKey.current++);
    setDogs((current) => [...current, emptySetupDog(key)]);
  }

  function updateDog(next: SetupDog) {
    setDogs((current) => current.map((dog) => (dog.key === next.key ? next : dog)));
  }

  function removeDog(key: string) {
    setDogs((current) => (current.length > 1 ? current.filter((dog) => dog.key !== key) : current));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const complete = dogs.map(toBulkDog).filter((dog) => dog !== null);
    if (complete.length === 0) {
      toast({
        variant: 'destructive',
        title: 'Please complete at least one dog profile',
        description: 'Name, breed, age, and training level are required.',
      });
      return;
    }
    try {
      await createDogsBulk(complete).unwrap();
      toast({ title: 'Success!', description: 'Your dog profiles have been created.' });
      navigate(takeReturnTo() ?? paths.dashboard.getHref());
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to create dog profiles. Please try again.',
      });
    }
  }

  return (
    <SimpleLayout width="wide">
      <div className="mb-8 flex flex-col gap-2 text-center">
        <p className="text-sm font-semibold tracking-wide text-clay-600 uppercase">Almost there</p>
        <h1 className="text-3xl font-extrabold sm:text-4xl">Introduce your pack</h1>
        <p className="mx-auto max-w-xl text-base text-muted-foreground">
          Add a profile for each of your dogs so organizers can plan meetups where everyone feels at
          ease. Name, breed, age and training level make a profile complete.
        </p>
      </div>

      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {dogs.map((dog, index) => (
          <SetupDogFields
            key={dog.key}
            dog={dog}
            index={index}
            removable={dogs.length > 1}
            onChange={updateDog}
            onRemove={() => removeDog(dog.key)}
            onUploadingChange={(uploading) =>
              setUploads((count) => Math.max(0, count + (uploading ? 1 : -1)))
            }
          />
        ))}

        <Button variant="outline" onClick={addDog} className="self-center">
          <Plus aria-hidden="true" />
          Add Another Dog
        </Button>

        <div className="mt-4 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button asChild variant="ghost">
            <Link to={paths.dashboard.getHref()}>Skip for now</Link>
          </Button>
          <Button type="submit" size="lg" disabled={isLoading || uploads > 0}>
            {isLoading ? 'Saving...' : 'Complete Setup'}
          </Button>
        </div>
        <p className="text-center text-xs text-muted-foreground sm:text-right">
          Only complete profiles are saved. You can add more dogs later from My Dogs.
        </p>
      </form>
    </SimpleLayout>
  );
}
