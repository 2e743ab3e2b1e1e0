import { X } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { Switch } from '@/components/ui/switch';
import { toastOutcome } from '@/lib/toast';
import {
  useGetDogPlaymatesQuery,
  useRemovePlaymateMutation,
  useSetPlaymatesMutation,
} from '../api/playmates-api';

/**
 * On the owner's own dog: its playmates (seen by its owner only), removing one (silently), and
 * turning playmates off for this dog.
 */
export function DogPlaymates({ dogId, dogName }: { dogId: string; dogName: string }) {
  const { data } = useGetDogPlaymatesQuery(dogId, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading: removing }] = useRemovePlaymateMutation();
  const [setPlaymates, { isLoading: setting }] = useSetPlaymatesMutation();
  if (!data) return null;
  const switchId = `playmates-on-${dogId}`;
  return (
    <section aria-label={`${dogName}’s playmates`} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Playmates</h4>
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="text-xs text-muted-foreground">
            {data.enabled ? 'On' : 'Off'}
          </label>
          <Switch
            id={switchId}
            aria-label={`Playmates for ${dogName}`}
            checked={data.enabled}
            disabled={setting}
            onCheckedChange={(enabled) =>
              void toastOutcome(
                setPlaymates({ dogId, enabled }).unwrap(),
                { title: enabled ? 'Playmates on' : 'Playmates off' },
                { fallback: 'Could not change the setting.' },
              )
            }
          />
        </div>
      </div>
      {!data.enabled ? (
        <p className="text-sm text-muted-foreground">
          Off: {dogName} is not offered to other owners and has no playmates.
        </p>
      ) : data.playmates.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet. After a meetup, mark the dogs {dogName} played well with.
        </p>
      ) : (
        <ul aria-label={`${dogName}’s playmates`} className="flex flex-wrap gap-2">
          {data.playmates.map((playmate) => (
            <li
              key={playmate.id}
              className="inline-flex items-center gap-1 rounded-full bg-pine-50 py-0.5 pr-1 pl-3 text-sm text-pine-700"
            >
              {playmate.name}
              <IconButton
                label={`Remove ${playmate.name} from ${dogName}’s playmates`}
                icon={X}
                disabled={removing}
                onClick={() =>
                  void toastOutcome(
                    remove({ dogId, otherDogId: playmate.id }).unwrap(),
                    { title: 'Removed' },
                    { fallback: 'Could not remove the playmate.' },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
