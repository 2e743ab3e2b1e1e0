import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoading } from '@/components/ui/spinner';

// Visitors never see the side menu: only signed-in people load it.
const AppLayout = lazy(() => import('./app-layout').then((m) => ({ default: m.AppLayout })));

/**
 * The signed-in frame (side menu, bell) for a public page a signed-in person visits, loaded on
 * demand: one frame for every signed-in page, whether the page is also public or not.
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
