import { html, SafeHtml } from './html.js';

/**
 * Readable without the app's stylesheet, whose reset flattens headings, lists
 * and links: the block shows before the script runs, or instead of it.
 */
const STYLE = new SafeHtml(
  '.server-page{max-width:42rem;margin:0 auto;padding:1.5rem 1rem;font-family:system-ui,sans-serif;line-height:1.5;color:#29231d}' +
    '.server-page h1{font-size:1.75rem;font-weight:700;margin:1rem 0}' +
    '.server-page h2{font-size:1.25rem;font-weight:700;margin:1.5rem 0 .5rem}' +
    '.server-page dt{font-weight:600;margin-top:.5rem}' +
    '.server-page ul{list-style:disc;padding-left:1.25rem}' +
    '.server-page p{margin:.75rem 0}' +
    '.server-page a{color:#295241;text-decoration:underline}' +
    // Below a first screen the app's frame already places and sets the text.
    '.server-page.in-frame{max-width:none;margin:0;padding:0;font-family:inherit}',
);

/**
 * Key facts below a page's first screen, inside the app's frame: readable in the same way,
 * without a page frame of their own.
 */
export function serverFacts(body: SafeHtml): SafeHtml {
  return html`<div class="server-page in-frame">
    <style>
      ${STYLE}
    </style>
    ${body}
  </div>`;
}

/** A server-rendered page's key facts, for crawlers and visitors without JavaScript. */
export function serverPage(body: SafeHtml): SafeHtml {
  return html`<main class="server-page">
    <style>
      ${STYLE}
    </style>
    <p><a href="/">PackMeet</a></p>
    ${body}
  </main>`;
}
