import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes } from './router';
import { makeStore } from './store';

const store = makeStore();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
