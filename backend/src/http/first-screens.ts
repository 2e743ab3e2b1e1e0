import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { html, SafeHtml } from './html.js';
import type { FirstScreens } from '../contracts/first-screen.js';

/** A page's frame (the app's header and layout) around the place its content goes. */
export interface Frame {
  before: SafeHtml;
  after: SafeHtml;
}

/** The web app's first screens, rendered by its build from its own components. */
export interface BuiltFirstScreens {
  landing: SafeHtml;
  login: SafeHtml;
  eventFrame: Frame;
  cityFrame: Frame;
}

/**
 * Reads dist/.vite/first-screen.json (frontend/scripts/prerender.mjs): undefined when the build did
 * not write it, and the pages then carry their key facts alone.
 */
export function loadFirstScreens(frontendDist: string): BuiltFirstScreens | undefined {
  const file = join(frontendDist, '.vite', 'first-screen.json');
  if (!existsSync(file)) return undefined;
  const screens = JSON.parse(readFileSync(file, 'utf8')) as FirstScreens;
  const frame = (markup: string): Frame => {
    const [before, after] = markup.split(screens.slot);
    if (after === undefined) throw new Error(`${file}: a frame without its content slot`);
    return { before: new SafeHtml(before!), after: new SafeHtml(after) };
  };
  return {
    landing: new SafeHtml(screens.landing),
    login: new SafeHtml(screens.login),
    eventFrame: frame(screens.eventFrame),
    cityFrame: frame(screens.cityFrame),
  };
}

/** `content` inside `frame`, or as a page of its own when the build made no frame. */
export function inFrame(frame: Frame | undefined, content: SafeHtml): SafeHtml {
  return frame ? html`${frame.before}${content}${frame.after}` : content;
}
