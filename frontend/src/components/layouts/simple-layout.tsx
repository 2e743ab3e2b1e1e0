import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { PublicHeader } from './public-header';

/** Frame for public screens (sign-in, sign-up, onboarding, hubs): the public header + a centred column. */
export function SimpleLayout({
  children,
  width = 'narrow',
}: {
  children: ReactNode;
  width?: 'narrow' | 'medium' | 'wide' | 'full';
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-pine-50),transparent_60%)]">
      <PublicHeader />
      <main
        id="main"
        className={cn(
          'mx-auto flex w-full flex-1 flex-col px-4 pt-4 pb-16 sm:pt-8',
          { narrow: 'max-w-md', medium: 'max-w-xl', wide: 'max-w-3xl', full: 'max-w-6xl' }[width],
        )}
      >
        {children}
      </main>
    </div>
  );
}
