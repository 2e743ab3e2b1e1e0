import type { DogEligibility } from '@packmeet/backend/contracts/entry-rules';
import { CircleCheck, CircleX } from 'lucide-react';

/** Which of the viewer's dogs meet the rules, and why not. */
export function DogEligibilityList({
  dogs,
  heading = 'Your dogs',
}: {
  dogs: DogEligibility[];
  heading?: string;
}) {
  if (dogs.length === 0) return null;
  return (
    <section aria-label={heading} className="flex flex-col gap-2">
      <h3 className="text-xs font-bold tracking-wider text-sand-600 uppercase">{heading}</h3>
      <ul className="flex flex-col gap-2">
        {dogs.map((dog) => (
          <li key={dog.dogId} className="flex items-start gap-2 text-sm">
            {dog.eligible ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-pine-600" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-clay-600" aria-hidden="true" />
            )}
            <div>
              <p className="font-semibold text-sand-900">
                {dog.dogName}
                <span className="font-normal text-sand-700">
                  {dog.eligible ? ' meets the rules' : ' does not meet the rules yet'}
                </span>
              </p>
              {dog.reasons.length > 0 ? (
                <ul className="mt-0.5 list-disc pl-4 text-sand-700">
                  {dog.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
