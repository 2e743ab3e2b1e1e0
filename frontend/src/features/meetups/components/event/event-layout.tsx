import type { ReactNode } from 'react';
import { PublicHeader } from '@/components/layouts/public-header';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';

/**
 * Event pages are public. Signed-in people keep their usual frame (side menu); visitors get the
 * public header, as on the other public screens.
 */
export function EventLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (signedIn) return <SignedInLayout>{children}</SignedInLayout>;
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-pine-50),transparent_60%)]">
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
        {children}
      </main>
    </div>
  );
}
