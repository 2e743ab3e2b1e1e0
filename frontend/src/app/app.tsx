import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes, type FirstScreenHandle } from './router';
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
}).then(startFirstScreenRequests);

/*
 * The first screen's data is asked for as soon as its route's code is there: otherwise the
 * request waits for React's first render and its effects.
 */
function startFirstScreenRequests() {
  for (const { route, params } of router.state.matches) {
    const handle = route.handle as Partial<FirstScreenHandle> | undefined;
    const request = handle?.firstScreenRequest?.(params);
    if (request) void store.dispatch(request);
  }
}

export function App() {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
