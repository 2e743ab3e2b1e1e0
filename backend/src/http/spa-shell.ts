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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
        ? [
            `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`,
          ]
        : []),
    ].join('\n    ');
    return html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
      .replace('</head>', `    ${tags}\n  </head>`);
  }
}
