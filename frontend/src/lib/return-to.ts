/*
 * Where to go once signing up (and setting up dogs) or signing in is done, for flows that start
 * on a page of their own: an invite link opened while signed out. Kept for the browser tab only.
 */
const KEY = 'packmeet.returnTo';

/** Only paths of this app: never another origin (`//evil.example`). */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function setReturnTo(path: string): void {
  if (isAppPath(path)) window.sessionStorage.setItem(KEY, path);
}

/** The path to return to, once: it is forgotten as it is read. */
export function takeReturnTo(): string | null {
  const path = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return path && isAppPath(path) ? path : null;
}
