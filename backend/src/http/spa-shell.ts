import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml, type SafeHtml } from './html.js';
import {
  APP_SCRIPTS,
  inlineStyles,
  routeChunks,
  takeAppScripts,
  type AppScripts,
  type ManifestChunk,
} from './app-scripts.js';
import { loadFirstScreens, type BuiltFirstScreens } from './first-screens.js';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page: og:url and the canonical link. */
  url?: string;
  /** Open Graph type: 'website' by default. */
  type?: string;
  /** schema.org data, embedded as JSON-LD. */
  jsonLd?: object;
  /** The link preview's picture (a share card). */
  image?: PageImage;
  /**
   * The page's key facts for crawlers and visitors without JavaScript, put
   * inside #root: the app's createRoot replaces them when it renders.
   */
  content?: SafeHtml;
  /**
   * The page's route module as Vite's manifest names it (`ROUTE_MODULES`): its chunk is
   * preloaded with the entry.
   */
  route?: string;
}

export interface PageImage {
  /** Absolute URL. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/**
 * JSON for a script element: `<`, `>` and `&` as JSON escapes, so no text
 * ("</script>", "<!--") can end or change the element, and it parses the same.
 */
const jsonForScript = (data: object) =>
  JSON.stringify(data).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The built single-page app's index.html, with a page's own head put in for
 * link previews and search engines (the browser then renders the page itself).
 * Read and prepared once (the stylesheet inlined, the app's scripts taken out
 * to start after the first paint), then only filled in per request.
 */
export class SpaShell {
  private built:
    | {
        html: string;
        scripts: AppScripts | undefined;
        manifest: Record<string, ManifestChunk>;
        firstScreens: BuiltFirstScreens | undefined;
        plain: string;
      }
    | undefined;

  constructor(private readonly frontendDist: string) {}

  private load() {
    if (this.built === undefined) {
      const file = join(this.frontendDist, 'index.html');
      if (!existsSync(file)) return undefined;
      const { page, scripts } = takeAppScripts(readFileSync(file, 'utf8'));
      const html = inlineStyles(page, this.frontendDist);
      const manifestFile = join(this.frontendDist, '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
        : {};
      this.built = {
        html,
        scripts,
        manifest,
        firstScreens: loadFirstScreens(this.frontendDist),
        plain: '',
      };
      this.built.plain = this.withScripts(this.built, undefined, '');
    }
    return this.built;
  }

  /** The plain shell, or undefined when the frontend has not been built. */
  page(): string | undefined {
    return this.load()?.plain;
  }

  /** The app's first screens and page frames, when its build rendered them. */
  firstScreens(): BuiltFirstScreens | undefined {
    return this.load()?.firstScreens;
  }

  /**
   * The page with the app's scripts listed for frontend/public/app-start.js: the entry, what
   * it preloads, and the page's route module (a source file as Vite's manifest names it, e.g.
   * `src/app/routes/event.tsx`) with its imports, so the route's code is fetched with the
   * entry, not after it has run. `hints` (the first screen's image preload) go first.
   */
  private withScripts(
    built: NonNullable<SpaShell['built']>,
    route: string | undefined,
    hints: string,
  ): string {
    const { scripts } = built;
    if (!scripts) return built.html.replace(APP_SCRIPTS, () => hints);
    const preload = [
      ...new Set([...scripts.preload, ...(route ? routeChunks(built.manifest, route) : [])]),
    ];
    const list = jsonForScript({ entry: scripts.entry, preload });
    return built.html.replace(
      APP_SCRIPTS,
      () =>
        `${hints}<script type="application/json" id="app-scripts">${list}</script>\n    <script type="module" src="/app-start.js"></script>\n    `,
    );
  }

  /**
   * The shell with this page's title, description, canonical link, Open Graph
   * and Twitter tags, JSON-LD, and its key facts inside #root.
   */
  render(head: PageHead): string | undefined {
    const built = this.load();
    if (!built) return undefined;
    // The first screen's own preloads (its picture) go to the head, before the style.
    const hints: string[] = [];
    const content = head.content?.markup.replace(/^(?:<link rel="preload"[^>]*>)+/, (links) => {
      hints.push(links);
      return '';
    });
    const html = this.withScripts(built, head.route, hints.join(''));
    const { image } = head;
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      meta('name', 'description', head.description),
      ...(head.url ? [`<link rel="canonical" href="${escapeHtml(head.url)}" />`] : []),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:site_name', 'PackMeet'),
      meta('property', 'og:locale', 'en_US'),
      ...(head.url ? [meta('property', 'og:url', head.url)] : []),
      ...(image
        ? [
            meta('property', 'og:image', image.url),
            meta('property', 'og:image:type', 'image/png'),
            meta('property', 'og:image:width', String(image.width)),
            meta('property', 'og:image:height', String(image.height)),
            meta('property', 'og:image:alt', image.alt),
            meta('name', 'twitter:card', 'summary_large_image'),
            meta('name', 'twitter:image', image.url),
            meta('name', 'twitter:image:alt', image.alt),
          ]
        : [meta('name', 'twitter:card', 'summary')]),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      // JSON-LD is data, not script, but "</script>" inside it would still end the tag.
      ...(head.jsonLd
        ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]
        : []),
    ].join('\n    ');
    // Replaced by functions: a replacement string would expand "$&", "$`", "$'" in user text.
    return html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, () => '')
      .replace('</head>', () => `    ${tags}\n  </head>`)
      .replace('<div id="root"></div>', () =>
        content ? `<div id="root">${content}</div>` : '<div id="root"></div>',
      );
  }
}

/**
 * Answers a server-rendered page: the rendered `html` (200 when `found`, else the app's 404
 * page), or a JSON 404 when the web app has not been built.
 */
export function sendPage(
  reply: FastifyReply,
  html: string | undefined,
  found: boolean,
  cacheControl: string,
): FastifyReply {
  if (!html)
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: 'The web app has not been built' });
  return reply
    .status(found ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(html);
}
