import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toaster';
import type { AppStore } from './store';

/** Everything a screen needs around it except the router. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toaster />
    </Provider>
  );
}
