import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { sendPage, SpaShell } from '../../../http/spa-shell.js';
import type { TrainerPageResponse } from '../../../contracts/trainers.js';
import { GetTrainerPage } from './trainer-page.query.js';
import { trainerHead, trainerPageContent, trainerStructuredData } from './trainer-facts.js';

/**
 * GET /trainers/{username}: the app, with the trainer's title, description,
 * canonical link and JSON-LD in the head and their key facts inside #root
 * (as the city and event pages). Links are built from PUBLIC_URL, never from
 * the request's Host header. Not a trainer: the app's 404 page.
 */
@Controller()
export class TrainerWebPageController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SpaShell) private readonly shell: SpaShell,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('trainers/:username')
  async page(@Param('username') username: string, @Res() reply: FastifyReply) {
    const trainer: TrainerPageResponse | null = await this.queryBus
      .execute(new GetTrainerPage(username, new Date()))
      .catch(() => null);
    const url = `${this.config.publicUrl}/trainers/${encodeURIComponent(username)}`;
    const html = trainer
      ? this.shell.render({
          ...trainerHead(trainer),
          url,
          jsonLd: trainerStructuredData(trainer, this.config.publicUrl, url),
          content: trainerPageContent(trainer),
        })
      : this.shell.page();
    return sendPage(reply, html, trainer !== null, 'public, max-age=60');
  }
}
