import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml, type SafeHtml } from './html.js';

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
 */
export class SpaShell {
  private html: string | undefined;

  constructor(private readonly frontendDist: string) {}

  /** The plain shell, or undefined when the frontend has not been built. */
  page(): string | undefined {
    if (this.html === undefined) {
      const file = join(this.frontendDist, 'index.html');
      if (!existsSync(file)) return undefined;
      this.html = readFileSync(file, 'utf8');
    }
    return this.html;
  }

  /**
   * The shell with this page's title, description, canonical link, Open Graph
   * and Twitter tags, JSON-LD, and its key facts inside #root.
   */
  render(head: PageHead): string | undefined {
    const html = this.page();
    if (!html) return undefined;
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
