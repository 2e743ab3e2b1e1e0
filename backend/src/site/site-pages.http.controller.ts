import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SITE_PAGES, type SitePageHead } from '../contracts/site-pages.js';
import { ROUTE_MODULES } from '../http/route-modules.js';
import { SpaShell, type PageHead, type PageImage } from '../http/spa-shell.js';
import { SHARE_CARD_SIZE, shareCardAlt, shareCardVersion, SITE_CARD } from '../sharing/index.js';

/**
 * GET /, /login and /find-groups: the app, with each page's own title,
 * description, canonical link and Open Graph tags (the site's share card),
 * so a shared link to the site previews as PackMeet, not as a blank app.
 */
@Controller()
export class SitePagesController {
  constructor(
    @Inject(SpaShell) private readonly shell: SpaShell,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  home(@Res() reply: FastifyReply) {
    const screens = this.shell.firstScreens();
    return this.page(SITE_PAGES.home, reply, {
      content: screens?.landing,
      route: ROUTE_MODULES.home,
    });
  }

  @Get('login')
  login(@Res() reply: FastifyReply) {
    const screens = this.shell.firstScreens();
    return this.page(SITE_PAGES.login, reply, {
      content: screens?.login,
      route: ROUTE_MODULES.login,
    });
  }

  @Get('find-groups')
  findGroups(@Res() reply: FastifyReply) {
    return this.page(SITE_PAGES.findGroups, reply);
  }

  /** `first`: the page's first screen as the app renders it, and its route's chunk. */
  private page(
    head: SitePageHead,
    reply: FastifyReply,
    first?: Pick<PageHead, 'content' | 'route'>,
  ) {
    const origin = this.config.publicUrl;
    const image: PageImage = {
      url: `${origin}/og/site.png?v=${shareCardVersion(SITE_CARD)}`,
      alt: shareCardAlt(SITE_CARD),
      ...SHARE_CARD_SIZE,
    };
    const html = this.shell.render({
      title: head.title,
      description: head.description,
      url: `${origin}${head.path}`,
      image,
      ...first,
    });
    if (!html)
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'The web app has not been built' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }
}
