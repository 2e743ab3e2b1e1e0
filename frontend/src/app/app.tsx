import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes } from './router';
import { makeStore } from './store';

const store = makeStore();
const router = createBrowserRouter(routes);

/**
 * Resolves once the router has the first screen's route code. Rendering before that would
 * commit the loading fallback over the server's first-screen markup.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) {
    resolve();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export function App() {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
