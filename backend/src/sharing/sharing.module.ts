import { Module } from '@nestjs/common';
import { ShareCardRenderer } from './share-card/share-card.renderer.js';

/** Link previews and search engines: share cards, robots.txt, the sitemap, the site's own pages' heads. */
@Module({
  providers: [ShareCardRenderer],
  exports: [ShareCardRenderer],
})
export class SharingModule {}
