import type { ReactNode } from 'react';

/*
 * The server's first screen of the page the app starts on (backend/src/http/first-screens.ts),
 * read when this module loads: before the app's first render replaces it.
 */
const firstScreen: { path: string; markup: string } | null =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild
    ? { path: window.location.pathname, markup: document.getElementById('root')!.innerHTML }
    : null;

/**
 * While the screen's code or data is on its way: the server's first screen of this page, kept
 * as it was painted (no flash, nothing moves), or `fallback` on any other page.
 * The markup is the server's own page, which the browser has already parsed once.
 */
export function ServerMarkup({ fallback }: { fallback: ReactNode }) {
  if (!firstScreen || firstScreen.path !== window.location.pathname) return fallback;
  // data-server-markup: its buttons are not the app's yet (public/app-start.js passes a tap on
  // them on to the app's own button once it is there).
  return (
    <div
      className="contents"
      data-server-markup=""
      dangerouslySetInnerHTML={{ __html: firstScreen.markup }}
    />
  );
}
