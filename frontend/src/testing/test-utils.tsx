import { render, screen, waitFor, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { TEST_TOKEN } from './data';
import type { FakeApi } from './fake-api';

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

/**
 * Waits for a toast with `title` and returns it. The toaster loads with the first toast
 * (app/provider.tsx), its chunk transformed on first import: seconds on a busy machine.
 */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole(
    'region',
    { name: /notifications/i, hidden: true },
    { timeout: 15_000 },
  );
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

/** A US city as GET /api/locations/cities returns it. */
export function makeCity(city: string, state: string, latitude = 30.26715, longitude = -97.74306) {
  return {
    city,
    state,
    stateName: state,
    latitude,
    longitude,
    population: 100_000,
    label: `${city}, ${state}`,
  };
}

/**
 * Types `query` into the city picker labelled `label` and chooses the suggestion named
 * `option` ('Austin, TX'). The fake API must answer GET /api/locations/cities.
 */
export async function pickCity(
  user: TestUser,
  label: string | RegExp,
  query: string,
  option: string,
  container: HTMLElement = document.body,
) {
  const input = within(container).getByRole('combobox', { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await user.clear(input);
  await user.type(input, query);
  await user.click(
    await screen.findByRole('option', { name: new RegExp(`^${escapeRegExp(option)}`) }),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const TEST_CITIES = [
  makeCity('Austin', 'TX', 30.26715, -97.74306),
  makeCity('Aurora', 'CO', 39.72943, -104.83192),
  makeCity('Bend', 'OR', 44.05817, -121.31531),
  makeCity('Portland', 'OR', 45.52345, -122.67621),
];

/**
 * Answers the city picker's calls: an empty maps key, and city suggestions whose label starts
 * with the query (case-insensitive).
 */
export function serveCities(fake: FakeApi, cities = TEST_CITIES): FakeApi {
  return fake
    .on('GET', '/api/config/google-maps-key', { text: '' })
    .on('GET', '/api/locations/cities', (request) => {
      const query = new URL(request.url, 'http://localhost').searchParams.get('q') ?? '';
      return {
        json: cities.filter((city) => city.label.toLowerCase().startsWith(query.toLowerCase())),
      };
    });
}
