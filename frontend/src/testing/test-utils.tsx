import { render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { TEST_TOKEN } from './data';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders `ui` inside the app's providers (store, tooltips, toaster) with a fresh store. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, {
      wrapper: ({ children }) => <AppProvider store={store}>{children}</AppProvider>,
      ...renderOptions,
    }),
  };
}

/** Renders the whole app (real route table) at `path`, in a memory router. */
export function renderApp(path: string, options: ExtendedRenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}

export function signIn(token = TEST_TOKEN): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/**
 * The toast viewport (Radix renders it as a labelled region). `hidden: true` because an open
 * modal dialog marks the rest of the page, the viewport included, aria-hidden.
 */
export function getToastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /notifications/i, hidden: true });
}

/** Waits for a toast with `title` and returns it. */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = getToastRegion();
  const titleElement = await within(region).findByText(title, {}, { timeout: 4000 });
  const toast = titleElement.closest('li');
  if (!toast) throw new Error(`Toast "${title}" is not inside a toast item`);
  return toast;
}

export function getVisibleToasts(): HTMLElement[] {
  return within(getToastRegion()).queryAllByRole('listitem', { hidden: true });
}

type TestUser = ReturnType<typeof userEvent.setup>;

/** Picks `option` in the Radix select labelled `label` (optionally inside `container`). */
export async function chooseOption(
  user: TestUser,
  label: string | RegExp,
  option: string,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
