/* global document, requestAnimationFrame, MutationObserver, Element */
// Starts the web app once the server's first screen is on screen (docs/adr/027-first-screen-
// from-the-server.md): its scripts then neither hold up that paint nor take bandwidth from it.
// The page lists the entry and the chunks to fetch with it (the route's among them).
const { entry, preload } = JSON.parse(document.getElementById('app-scripts').textContent);

function start() {
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}

// A frame callback runs just before the next paint, a timeout set there just after it. A page
// opened in a background tab paints nothing yet: it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));

/*
 * A tap on the first screen before the app runs is not lost. The server's buttons do nothing
 * (the app has not started); the tap is kept and given to the app's own button of the same
 * name, in the same place among its namesakes, once the app has replaced the server's markup.
 * Only the last tap is kept.
 */
const root = document.getElementById('root');
const serverButtons = new WeakSet(root.querySelectorAll('button'));
const isServerButton = (button) =>
  serverButtons.has(button) || Boolean(button.closest('[data-server-markup]'));
const named = (text) =>
  [...root.querySelectorAll('button')].filter((button) => button.textContent.trim() === text);
let pendingTap = null;

document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || !isServerButton(button)) return;
    const text = button.textContent.trim();
    pendingTap = { button, text, index: named(text).indexOf(button) };
  },
  true,
);

new MutationObserver(() => {
  if (!pendingTap || pendingTap.button.isConnected) return;
  const appButtons = named(pendingTap.text).filter((button) => !isServerButton(button));
  const twin = appButtons[pendingTap.index] ?? appButtons[0];
  if (!twin) return;
  pendingTap = null;
  twin.click();
}).observe(root, { childList: true, subtree: true });
