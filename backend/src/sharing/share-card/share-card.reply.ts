import type { FastifyReply } from 'fastify';
import { shareCardCacheControl, type ShareCard } from './share-card.js';
import type { ShareCardRenderer } from './share-card.renderer.js';

/** "abc.png" -> "abc"; anything else is no card. */
export function cardName(file: string): string | null {
  return file.endsWith('.png') && file.length > 4 ? file.slice(0, -4) : null;
}

/**
 * Sends a card's PNG, or a 404 when there is none (an unknown page, or one a
 * visitor may not see: no picture, no words, no hint that it exists).
 */
export async function sendShareCard(
  reply: FastifyReply,
  renderer: ShareCardRenderer,
  card: ShareCard | null,
  askedVersion: unknown,
) {
  if (!card)
    return reply
      .status(404)
      .header('cache-control', 'no-cache')
      .send({ statusCode: 404, error: 'Not Found', message: 'No share card here' });
  const png = await renderer.png(card);
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', shareCardCacheControl(card, askedVersion))
    .send(png);
}
