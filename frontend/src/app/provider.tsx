import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useToasts } from '@/lib/toast';
import type { AppStore } from './store';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/*
 * No screen shows a toast when it opens, so the toaster (Radix Toast and its layers) loads with
 * the first toast, which waits in the toast store meanwhile, and stays mounted from then on.
 */
function ToasterOnDemand() {
  const [needed, setNeeded] = useState(false);
  const hasToasts = useToasts().length > 0;
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Everything a screen needs around it except the router. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <ToasterOnDemand />
    </Provider>
  );
}
