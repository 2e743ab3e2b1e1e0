import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a page's app scripts go: before the inlined style. */
export const APP_SCRIPTS = '<!--app-scripts-->';

/** The app's scripts as Vite's index.html names them: the entry and the chunks it preloads. */
export interface AppScripts {
  entry: string;
  preload: string[];
}

/**
 * Takes Vite's entry script and module preloads out of index.html, leaving APP_SCRIPTS in their
 * place: pages list them for frontend/public/app-start.js, which starts the app after the
 * first paint. A page without an entry script (an unbuilt app) is left as it is.
 */
export function takeAppScripts(page: string): { page: string; scripts: AppScripts | undefined } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entry) return { page, scripts: undefined };
  const preload: string[] = [];
  const rest = page
    .replace(entry[0], () => APP_SCRIPTS)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  return { page: rest, scripts: { entry: entry[1]!, preload } };
}

/**
 * The built stylesheet links of index.html, put in as `<style>` elements: the first paint then
 * needs nothing but the HTML. The files stay on disk for anything else that asks for them.
 * Vite writes asset URLs as absolute paths, so the rules mean the same at any page's URL.
 */
export function inlineStyles(page: string, dist: string): string {
  return page.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)"\s*\/?>/g,
    (link, file: string) => {
      const path = join(dist, file);
      const css = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      // A rule can hold "</style" only inside a string; that file stays a link.
      if (css === undefined || /<\/style/i.test(css)) return link;
      return `<style>${css}</style>`;
    },
  );
}

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source file. */
export interface ManifestChunk {
  file: string;
  /** The manifest keys of the chunks it imports statically. */
  imports?: string[];
}

/** A route module's chunk and the chunks it imports, as URLs. */
export function routeChunks(manifest: Record<string, ManifestChunk>, route: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(route);
  return [...files];
}
