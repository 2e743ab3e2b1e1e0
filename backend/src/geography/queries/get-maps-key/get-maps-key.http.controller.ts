import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';

/**
 * GET /api/config/google-maps-key: the configured key as plain text, or an
 * empty body. Every screen works without one (our own city search and venue
 * suggestions); a key only lets the client enrich venue search with Places.
 */
@Controller('api/config/google-maps-key')
export class GetMapsKeyController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'no-cache')
  key(): string {
    return this.config.googleMapsApiKey;
  }
}
