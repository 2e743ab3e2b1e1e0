/** Share cards: what one shows, rendering it to an image, and sending it as a reply. */
export {
  SHARE_CARD_SIZE,
  SITE_CARD,
  shareCardAlt,
  shareCardVersion,
} from './share-card/share-card.js';
export type { ShareCard } from './share-card/share-card.js';
export { ShareCardRenderer } from './share-card/share-card.renderer.js';
export { cardName, sendShareCard } from './share-card/share-card.reply.js';
