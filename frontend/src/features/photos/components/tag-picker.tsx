import type { AlbumPhoto, AlbumResponse } from '@packmeet/backend/contracts/photos';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { toastOutcome } from '@/lib/toast';
import { useTagDogMutation } from '../api/photos-api';

/** Tags one of the dogs that came in a photo (the album lists the ones the viewer may tag). */
export function TagPicker({ photo, album }: { photo: AlbumPhoto; album: AlbumResponse }) {
  const id = useId();
  const [tagDog, { isLoading }] = useTagDogMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const tagged = new Set(photo.tags.map((tag) => tag.dogId));
  const options = album.taggableDogs
    .filter((dog) => !tagged.has(dog.id))
    .map((dog) => ({ value: dog.id, label: dog.name }));
  if (options.length === 0) return null;
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Tag a dog in this photo
      </label>
      <SelectField
        id={id}
        value={picked}
        onValueChange={setPicked}
        options={options}
        placeholder="Tag a dog"
        className="h-9 text-xs"
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!picked || isLoading}
        onClick={() => {
          if (!picked) return;
          void toastOutcome(
            tagDog({ meetupId: album.meetupId, photoId: photo.id, dogId: picked }).unwrap(),
            { title: 'Dog tagged' },
            { fallback: 'Failed to tag the dog' },
          ).then(() => setPicked(null));
        }}
      >
        Tag
      </Button>
    </div>
  );
}
