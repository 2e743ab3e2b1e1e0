import { Pencil, Trash2 } from 'lucide-react';
import { DogPhoto } from '@/components/dog-photo';
import { IconButton } from '@/components/ui/icon-button';
import { capitalize } from '@/lib/utils';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { ReactNode } from 'react';
import { TrainingLevelBadge, TrainingWarningBadges } from './training-badges';

export function DogCard({
  dog,
  onEdit,
  onDelete,
  children,
}: {
  dog: DogResponse;
  onEdit: (dog: DogResponse) => void;
  onDelete: (dog: DogResponse) => void;
  /** More about the dog that other features show its owner (its playmates). */
  children?: ReactNode;
}) {
  const details = [dog.breed, dog.age ? capitalize(dog.age) : null].filter(Boolean);
  return (
    <article
      aria-labelledby={`dog-${dog.id}-name`}
      className="flex w-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow hover:shadow-lifted"
    >
      <DogPhoto src={dog.profilePicture} name={dog.name} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`dog-${dog.id}-name`} className="text-lg font-bold break-words">
              {dog.name}
            </h3>
            <p className="text-sm text-muted-foreground">
              {details.length > 0 ? details.join(' · ') : 'Breed and age not set'}
            </p>
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            <IconButton
              tooltip
              label={`Edit ${dog.name}`}
              icon={Pencil}
              onClick={() => onEdit(dog)}
            />
            <IconButton
              tooltip
              label={`Delete ${dog.name}`}
              icon={Trash2}
              onClick={() => onDelete(dog)}
              className="hover:bg-clay-50 hover:text-destructive"
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <TrainingLevelBadge level={dog.trainingLevel} />
        </div>
        <TrainingWarningBadges warnings={dog.trainingWarnings} />
        {dog.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-sand-700">{dog.description}</p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
