import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CITIES, GROUPS } from '../contracts/read-models.js';
import { LISTED_KINDS } from '../groups/index.js';
import { escapeHtml } from '../http/html.js';
import { PublicMeetups } from '../meetups/index.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';

/** The sitemap protocol's limit per file, less room for the cities and the site's own pages. */
const MAX_EVENTS = 45_000;

const entry = (loc: string, lastmod?: string) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;

/**
 * GET /sitemap.xml: the landing page and Find Groups, every city hub the
 * directory lists (a city with a public or private group; not one of
 * invite-only groups only), and every upcoming meetup anyone may see. Never a
 * private or invite-only group's meetup.
 */
@Controller()
export class SitemapController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(PublicMeetups) private readonly publicMeetups: PublicMeetups,
  ) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const origin = this.config.publicUrl;
    const [cities, unlisted, meetups] = await Promise.all([
      this.store
        .collection(CITIES)
        .find({ groupCount: { $gt: 0 } }, { sort: { _id: 1 }, projection: { groupIds: 1 } }),
      this.store
        .collection(GROUPS)
        .find({ kind: { $nin: [...LISTED_KINDS] } }, { projection: { _id: 1 } }),
      this.publicMeetups.upcoming({}, new Date(), MAX_EVENTS),
    ]);
    const hidden = new Set(unlisted.map((group) => group._id));
    const listed = cities.filter((city) => city.groupIds.some((id) => !hidden.has(id)));
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry(`${origin}/`),
      entry(`${origin}/find-groups`),
      ...listed.map((city) => entry(`${origin}/city/${encodeURIComponent(city._id)}`)),
      ...meetups.map((meetup) =>
        entry(`${origin}/event/${encodeURIComponent(meetup.slug)}`, meetup.updatedAt),
      ),
      '</urlset>',
      '',
    ].join('\n');
  }
}
