import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { FullPageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

// Visitors never see the side menu: only signed-in people load it.
const AppLayout = lazy(() =>
  import('@/components/layouts/app-layout').then((m) => ({ default: m.AppLayout })),
);

/**
 * Event pages are public. Signed-in people keep their usual frame (side menu); visitors get the
 * brand bar with Log In and Sign Up, as on the other public screens.
 */
export function EventLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (signedIn) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <AppLayout>{children}</AppLayout>
      </Suspense>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-pine-50),transparent_60%)]">
      <header className="flex h-16 items-center justify-between gap-3 px-4 sm:px-8">
        <Link
          to={paths.home.getHref()}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Brand />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.login.getHref()}>Log In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.register.getHref()}>Sign Up</Link>
          </Button>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
        {children}
      </main>
    </div>
  );
}
