import { useState } from 'react';
import { cn } from '@/lib/utils';

/** First and last initial; just the first where only a first name is shown (meetup attendees). */
function initials(person: { firstName?: string | null; lastName?: string | null }): string {
  const letters = `${person.firstName?.trim().charAt(0) ?? ''}${person.lastName?.trim().charAt(0) ?? ''}`;
  return letters.toUpperCase() || '?';
}

/** A person's picture, or their initials on a soft gradient. Decorative: the name is nearby. */
export function PersonAvatar({
  person,
  className,
}: {
  person: { firstName?: string | null; lastName?: string | null; profilePicture?: string | null };
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = person.profilePicture;
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setBroken(src)}
        className={cn('size-10 shrink-0 rounded-full border border-border object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-pine-100 to-clay-100 font-display text-sm font-extrabold text-pine-800',
        className,
      )}
    >
      {initials(person)}
    </span>
  );
}
