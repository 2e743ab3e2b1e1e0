import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { toastOutcome } from '@/lib/toast';
import { useGetDogTaggingQuery, useSetDogTaggingMutation } from '../api/photos-api';

/** Whether others may tag the owner's dogs in meetup photos (tags already made stay). */
export function DogTaggingSwitch() {
  const id = useId();
  const { data } = useGetDogTaggingQuery();
  const [setTagging, { isLoading }] = useSetDogTaggingMutation();
  if (!data) return null;
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={data.allowed}
        disabled={isLoading}
        onCheckedChange={(allowed) =>
          void toastOutcome(
            setTagging(allowed).unwrap(),
            { title: allowed ? 'Others may tag your dogs' : 'Tagging of your dogs is off' },
            { fallback: 'Failed to change tagging' },
          )
        }
      />
      <label htmlFor={id} className="text-sm">
        Let others tag my dogs in meetup photos
      </label>
    </div>
  );
}
