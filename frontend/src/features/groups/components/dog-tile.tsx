import { Crown } from 'lucide-react';
import { DogPhoto } from '@/components/dog-photo';
import { shortName } from '../lib/people';
import type { GroupDog } from '../types';

/** A dog's photo as a button that opens its details. */
export function DogTile({
  entry,
  onSelect,
  size = 'md',
}: {
  entry: GroupDog;
  onSelect: (entry: GroupDog) => void;
  size?: 'sm' | 'md';
}) {
  const { dog, isGroupOwner } = entry;
  return (
    <button
      type="button"
      onClick={() => onSelect(entry)}
      aria-label={`${dog.name}, ${shortName(entry.owner)}'s dog${isGroupOwner ? ', Group Owner' : ''}`}
      className="group/tile flex w-full min-w-0 flex-col items-center gap-1.5 rounded-2xl p-1 text-center focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="relative block w-full">
        <DogPhoto
          src={dog.profilePicture}
          name={dog.name}
          className={
            size === 'sm'
              ? 'aspect-square w-full rounded-xl border border-border'
              : 'aspect-square w-full rounded-2xl border border-border transition-shadow group-hover/tile:shadow-lifted'
          }
        />
        {isGroupOwner ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-clay-500 text-white shadow-sm"
          >
            <Crown className="size-3.5" />
          </span>
        ) : null}
      </span>
      <span className="w-full truncate text-xs font-semibold text-sand-800" aria-hidden="true">
        {dog.name}
      </span>
    </button>
  );
}
