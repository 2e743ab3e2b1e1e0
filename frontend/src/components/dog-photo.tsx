import { PawPrint } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A dog's photo, or a soft paw placeholder when there is none or it fails to load
 * (spec: a broken dog image hides the preview).
 */
export function DogPhoto({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && brokenSrc !== src;

  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-pine-50 via-sand-100 to-clay-50',
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={`Photo of ${name}`}
          loading="lazy"
          decoding="async"
          onError={() => setBrokenSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full items-center justify-center"
          role="img"
          aria-label={`No photo of ${name} yet`}
        >
          <PawPrint
            className="size-1/4 max-h-16 min-h-8 max-w-16 min-w-8 text-pine-300"
            aria-hidden="true"
          />
        </div>
      )}
    </div>
  );
}
