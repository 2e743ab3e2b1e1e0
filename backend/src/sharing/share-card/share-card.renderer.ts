import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Inject, Injectable } from '@nestjs/common';
import { Caches } from '../../infrastructure/caching/caches.js';
import { MiB, type BoundedCache } from '../../shared/bounded-cache.js';
import { SHARE_CARD_SIZE, shareCardVersion, type ShareCard } from './share-card.js';

/** The favicon's paw (frontend/public/favicon.svg), drawn on every card beside the brand. */
const PAW = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#3d6b57"/><g fill="#fbf3e4"><ellipse cx="32" cy="41" rx="11" ry="9"/><ellipse cx="19" cy="28" rx="5" ry="6.5"/><ellipse cx="45" cy="28" rx="5" ry="6.5"/><ellipse cx="26" cy="18" rx="4.5" ry="6"/><ellipse cx="38" cy="18" rx="4.5" ry="6"/></g></svg>',
).toString('base64')}`;

/** Inter (SIL Open Font License) from npm: the same letters on every machine, no system fonts. */
const FONT_FILES = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const;

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** The card as satori's element tree: brand on top, the title, then its facts. */
function layout(card: ShareCard): Node {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: SHARE_CARD_SIZE.width,
      height: SHARE_CARD_SIZE.height,
      boxSizing: 'border-box',
      padding: '56px 72px 64px',
      background: '#fbf8f3',
      borderBottom: '20px solid #3f7c62',
      fontFamily: 'Inter',
      color: '#29231d',
    },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        h('img', { width: 64, height: 64 }, undefined, { src: PAW, width: 64, height: 64 }),
        h('div', { fontSize: 40, fontWeight: 700, marginLeft: 20, color: '#295241' }, 'PackMeet'),
        h(
          'div',
          { marginLeft: 'auto', fontSize: 30, fontWeight: 700, color: '#963d24' },
          card.eyebrow,
        ),
      ]),
      ...(card.photo
        ? [
            h('img', { position: 'absolute', top: 160, right: 72, borderRadius: 24 }, undefined, {
              src: card.photo.image,
              width: 380,
              height: 380,
            }),
          ]
        : []),
      h(
        'div',
        {
          display: 'block',
          marginTop: 48,
          maxWidth: card.photo ? 620 : undefined,
          fontSize: 68,
          fontWeight: 700,
          lineHeight: 1.15,
          lineClamp: 3,
        },
        card.title,
      ),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', marginTop: 'auto' },
        card.lines.slice(0, 3).map((line) =>
          h(
            'div',
            {
              display: 'block',
              maxWidth: card.photo ? 620 : undefined,
              fontSize: 34,
              color: '#5a4e40',
              lineClamp: 1,
            },
            line,
          ),
        ),
      ),
    ],
  );
}

/**
 * Renders share cards to PNG: satori lays the card out into an SVG with the
 * text as paths, resvg draws it. Pictures are kept by version (a hash of what
 * they show) in a bounded LRU, and a card asked for while it is being drawn
 * is drawn once.
 */
@Injectable()
export class ShareCardRenderer {
  private readonly pictures: BoundedCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 }[]> | undefined;

  constructor(@Inject(Caches) caches: Caches) {
    // No read-store invalidation: the key is a hash of what the card shows, so a change is a new key.
    this.pictures = caches.create({
      name: 'share_cards',
      purpose: 'laying out and drawing a share card (satori and resvg) per request',
      maxBytes: 8 * MiB,
      sizeOf: (png) => png.length,
    });
  }

  async png(card: ShareCard): Promise<Buffer> {
    const key = shareCardVersion(card);
    const kept = this.pictures.get(key);
    if (kept) return kept;
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.draw(card).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    const png = await pending;
    this.pictures.set(key, png);
    return png;
  }

  private async draw(card: ShareCard): Promise<Buffer> {
    // Loaded on the first card: most processes never draw one, and satori's layout engine is large.
    const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
      this.loadFonts(),
    ]);
    const svg = await satori(layout(card) as unknown as Parameters<typeof satori>[0], {
      ...SHARE_CARD_SIZE,
      fonts,
    });
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    return png;
  }

  private loadFonts() {
    const require = createRequire(import.meta.url);
    this.fonts ??= Promise.all(
      FONT_FILES.map(async ({ file, weight }) => ({
        name: 'Inter',
        weight,
        data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      })),
    );
    return this.fonts;
  }
}
