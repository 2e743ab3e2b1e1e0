import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml, type SafeHtml } from './html.js';
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

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source file. */
interface ManifestChunk {
  file: string;
  /** The manifest keys of the chunks it imports statically. */
  imports?: string[];
}

/** Where a page's route chunks are preloaded: before the inlined style, so they are found early. */
const PRELOADS = '<!--route-preloads-->';

/**
 * The built stylesheet links of index.html, put in as `<style>` elements: the first paint then
 * needs nothing but the HTML. The files stay on disk for anything else that asks for them.
 * Vite writes asset URLs as absolute paths, so the rules mean the same at any page's URL.
 */
function inlineStyles(page: string, dist: string): string {
  let first = true;
  return page.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)"\s*\/?>/g,
    (link, file: string) => {
      const path = join(dist, file);
      const css = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      // A rule can hold "</style" only inside a string; that file stays a link.
      if (css === undefined || /<\/style/i.test(css)) return link;
      const marker = first ? PRELOADS : '';
      first = false;
      return `${marker}<style>${css}</style>`;
    },
  );
}

/**
 * The built single-page app's index.html, with a page's own head put in for
 * link previews and search engines (the browser then renders the page itself).
 * Read and prepared once (the stylesheet inlined), then only filled in per request.
 */
export class SpaShell {
  private built:
    | {
        html: string;
        plain: string;
        manifest: Record<string, ManifestChunk>;
        firstScreens: BuiltFirstScreens | undefined;
      }
    | undefined;

  constructor(private readonly frontendDist: string) {}

  private load() {
    if (this.built === undefined) {
      const file = join(this.frontendDist, 'index.html');
      if (!existsSync(file)) return undefined;
      let html = inlineStyles(readFileSync(file, 'utf8'), this.frontendDist);
      if (!html.includes(PRELOADS)) html = html.replace('</head>', () => `${PRELOADS}</head>`);
      const manifestFile = join(this.frontendDist, '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
        : {};
      this.built = {
        html,
        plain: html.replace(PRELOADS, ''),
        manifest,
        firstScreens: loadFirstScreens(this.frontendDist),
      };
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
   * `<link rel="modulepreload">` for a route's chunk (a source file as the manifest names it,
   * e.g. `src/app/routes/event.tsx`) and the chunks it imports, less those the page already
   * loads: fetched beside the entry instead of after it has run.
   */
  private preloads(route: string | undefined, built: NonNullable<SpaShell['built']>): string {
    if (!route) return '';
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = built.manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(route);
    return [...files]
      .filter((file) => !built.html.includes(`"/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
      .join('\n    ');
  }

  /**
   * The shell with this page's title, description, canonical link, Open Graph
   * and Twitter tags, JSON-LD, and its key facts inside #root.
   */
  render(head: PageHead): string | undefined {
    const built = this.load();
    if (!built) return undefined;
    const html = built.html.replace(PRELOADS, () => this.preloads(head.route, built));
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
    const content = head.content?.markup;
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
