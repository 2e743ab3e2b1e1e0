import type { FirstScreens } from '@packmeet/backend/contracts/first-screen';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { EventLayout } from '@/features/meetups/components/event/event-layout';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import { LandingRoute } from '@/app/routes/landing';
import { LoginRoute } from '@/app/routes/login';

/** Stands for a page's own content inside a frame; the server puts the content there. */
const SLOT = '<!--first-screen-content-->';
const Slot = () => <template data-first-screen-slot="" />;
const SLOT_MARKUP = '<template data-first-screen-slot=""></template>';

/** A screen as a signed-out visitor's first render makes it, at `path`. */
function render(path: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return renderToStaticMarkup(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  ).replace(SLOT_MARKUP, SLOT);
}

/**
 * The first screens the server sends inside #root before the app runs (frontend/scripts/
 * prerender.mjs writes them into dist at build time): the same components the app renders, so
 * its first render replaces them with the same elements, classes and texts.
 */
export function firstScreens(): FirstScreens {
  return {
    slot: SLOT,
    landing: render('/', <LandingRoute />),
    login: render('/login', <LoginRoute />),
    eventFrame: render(
      '/event/:slug',
      <EventLayout signedIn={false}>
        <Slot />
      </EventLayout>,
    ),
    cityFrame: render(
      '/city/:citySlug',
      <SimpleLayout width="full">
        <Slot />
      </SimpleLayout>,
    ),
  };
}
