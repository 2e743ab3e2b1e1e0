import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

// Not needed for the first paint: it arrives beside the screen's own code, and a toast raised
// before that waits in the toast store until it is there.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Everything a screen needs around it except the router. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Provider>
  );
}
