/**
 * The web app's route modules of the pages the server renders, as Vite's build manifest names
 * them (their paths under frontend/, as frontend/src/app/router.tsx loads them): the page
 * preloads its route's chunk with the entry (SpaShell). A renamed module loses its preload,
 * which backend/src/site/first-screen.int.spec.ts notices.
 */
export const ROUTE_MODULES = {
  home: 'src/app/routes/home.tsx',
  login: 'src/app/routes/login.tsx',
  event: 'src/app/routes/event.tsx',
  city: 'src/features/locations/routes/city.tsx',
} as const;
