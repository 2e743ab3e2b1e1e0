import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute or root-relative URL of the page, for og:url. */
  url?: string;
  /** Open Graph type: 'website' by default. */
  type?: string;
  /** schema.org data, embedded as JSON-LD. */
  jsonLd?: object;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element or a quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

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

  /** The shell with this page's title, description, Open Graph tags and JSON-LD. */
  render(head: PageHead): string | undefined {
    const html = this.page();
    if (!html) return undefined;
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:type" content="${escapeHtml(head.type ?? 'website')}" />`,
      `<meta property="og:site_name" content="PackMeet" />`,
      ...(head.url ? [`<meta property="og:url" content="${escapeHtml(head.url)}" />`] : []),
      `<meta name="twitter:card" content="summary" />`,
      // JSON-LD is data, not script, but "</script>" inside it would still end the tag.
      ...(head.jsonLd
        ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]
        : []),
    ].join('\n    ');
    // Replaced by functions: a replacement string would expand "$&", "$`", "$'" in user text.
    return html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, () => '')
      .replace('</head>', () => `    ${tags}\n  </head>`);
  }
}
