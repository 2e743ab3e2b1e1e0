import { Crown, TriangleAlert } from 'lucide-react';
import { DogPhoto } from '@/components/dog-photo';
import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AGE_YEARS, TRAINING_LEVEL_LABELS, TRAINING_WARNING_LABELS } from '../lib/dog-options';
import type { DogAge, DogResponse } from '@packmeet/backend/contracts/dogs';

function ageText(age: DogAge | null): string | null {
  return age ? AGE_YEARS[age] : null;
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-sand-50 px-3 py-2.5">
      <dt className="text-[0.7rem] font-bold tracking-wider text-sand-500 uppercase">{label}</dt>
      <dd
        className={
          value ? 'text-sm font-semibold text-foreground' : 'text-sm text-muted-foreground italic'
        }
      >
        {value ?? 'Not provided'}
      </dd>
    </div>
  );
}

/**
 * Spec section 2 "dog detail dialog": photo, breed, age (the band in years), training level and
 * bio. `highlight` adds a badge, e.g. 'Group Owner' when the owner created the group shown.
 */
export function DogDetailsDialog({
  dog,
  ownerName,
  highlight,
  onClose,
}: {
  dog: DogResponse | null;
  ownerName?: string;
  highlight?: string;
  onClose: () => void;
}) {
  const warnings = dog?.trainingWarnings ?? [];
  const bio = dog?.bio?.trim() || dog?.description?.trim();

  return (
    <Dialog
      open={dog !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-md">
        {dog ? (
          <>
            <DialogHeader className="mb-4">
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>{dog.name}</DialogTitle>
                {highlight ? (
                  <Badge tone="clay">
                    <Crown aria-hidden="true" />
                    {highlight}
                  </Badge>
                ) : null}
              </div>
              <DialogDescription>
                {ownerName ? `${ownerName}'s dog` : 'A member of the pack'}
              </DialogDescription>
            </DialogHeader>
            <DogPhoto
              src={dog.profilePicture}
              name={dog.name}
              className="mb-4 aspect-[4/3] w-full rounded-2xl border border-border"
            />
            <dl className="grid grid-cols-2 gap-2">
              <Detail label="Breed" value={dog.breed?.trim() || null} />
              <Detail label="Age" value={ageText(dog.age)} />
              <div className="col-span-2">
                <Detail label="Training level" value={TRAINING_LEVEL_LABELS[dog.trainingLevel]} />
              </div>
            </dl>
            {warnings.length > 0 ? (
              <ul aria-label="Training warnings" className="mt-3 flex flex-wrap gap-1.5">
                {warnings.map((warning) => (
                  <li key={warning}>
                    <Badge tone="honey">
                      <TriangleAlert aria-hidden="true" />
                      {TRAINING_WARNING_LABELS[warning]}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <section className="mt-5 flex flex-col gap-1.5">
              <h3 className="text-sm font-bold text-sand-800">Bio</h3>
              <p
                className={
                  bio
                    ? 'text-sm leading-relaxed whitespace-pre-line text-sand-800'
                    : 'text-sm text-muted-foreground italic'
                }
              >
                {bio || 'No bio yet.'}
              </p>
            </section>
            {dog.specialNeeds?.trim() ? (
              <section className="mt-4 flex flex-col gap-1.5">
                <h3 className="text-sm font-bold text-sand-800">Special needs</h3>
                <p className="text-sm leading-relaxed text-sand-800">{dog.specialNeeds}</p>
              </section>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
