import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/**
 * The paths crawlers may skip: the API (share cards live outside it, under
 * /og/, because link previews obey this file) and the screens that need an
 * account, which show a visitor nothing but a sign-in prompt.
 */
const DISALLOWED = [
  '/api/',
  '/socket.io/',
  '/dashboard',
  '/dog-setup',
  '/create-group',
  '/groups/',
  '/invite/',
  '/my-dogs',
  '/profile',
  '/admin',
];

/** GET /robots.txt: everything public may be crawled; the sitemap's address from PUBLIC_URL. */
@Controller()
export class RobotsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=86400')
  robots(): string {
    return [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
