import { Module } from '@nestjs/common';
import { MeetupsModule } from '../meetups/index.js';
import { PhotosModule } from '../photos/index.js';
import { ShareCardRenderer } from '../sharing/index.js';
import { RobotsController } from './robots.http.controller.js';
import { ShareCardsController } from './share-cards.http.controller.js';
import { SitePagesController } from './site-pages.http.controller.js';
import { SitemapController } from './sitemap.http.controller.js';

/**
 * What crawlers and link previews ask the site for: robots.txt, the sitemap,
 * share cards, the heads of its own pages.
 */
@Module({
  imports: [MeetupsModule, PhotosModule],
  controllers: [RobotsController, SitemapController, SitePagesController, ShareCardsController],
  providers: [ShareCardRenderer],
})
export class SiteModule {}
