/* global document, requestAnimationFrame */
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
