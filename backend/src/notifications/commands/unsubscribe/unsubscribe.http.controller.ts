import { Controller, Get, Header, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { KnownUsers } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { NOTIFICATION_KIND_LABELS } from '../../../contracts/notifications.js';
import {
  unsubscribeQuery,
  type UnsubscribeQuery,
} from '../../../contracts/requests/notifications.request.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { invalid } from '../../../shared/errors.js';
import { NotificationReader } from '../../queries/notification-reader.js';
import { readUnsubscribeToken } from '../../email/unsubscribe-token.js';
import { UpdateInbox } from '../update-inbox/update-inbox.command.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | PackMeet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5;">
<main><h1>${title}</h1>${body}</main></body></html>`;

/** 410: the account the link was for is deleted (or forgotten), so there is nothing left to stop. */
const ENDED = page(
  'This unsubscribe link has ended',
  '<p>The account it was for has been deleted: PackMeet sends it nothing any more.</p>',
);

/**
 * The emails' unsubscribe link, no sign-in needed (the signed token names
 * who and which kind). GET shows one button, so a mail scanner that opens
 * links unsubscribes no one; POST turns the kind's email off, whether from
 * that button or from a mail client's one-click List-Unsubscribe-Post
 * (RFC 8058). A link outlives no account: once its account is deleted it
 * answers 410 and changes nothing.
 */
@Controller('api/notifications/unsubscribe')
export class UnsubscribeController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(NotificationReader) private readonly reader: NotificationReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KnownUsers) private readonly users: KnownUsers,
  ) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async confirm(
    @Query({ schema: unsubscribeQuery }) { token }: UnsubscribeQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const named = await this.live(token, reply);
    if (!named) return ENDED;
    const { kind } = named;
    return page(
      'Stop these emails?',
      `<p>You will no longer get emails about: ${NOTIFICATION_KIND_LABELS[kind]}.</p>
<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem;">Unsubscribe</button></form>
<p>You can turn it on again on your profile page.</p>`,
    );
  }

  @Post()
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async unsubscribe(
    @Query({ schema: unsubscribeQuery }) { token }: UnsubscribeQuery,
    @Context() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const named = await this.live(token, reply);
    if (!named) return ENDED;
    const { userId, kind } = named;
    const current = (await this.reader.preferences(userId))[kind].email;
    await this.commands.send(
      new UpdateInbox(
        {
          type: 'SetPreference',
          userId,
          kind,
          channel: 'email',
          enabled: false,
          current,
          via: 'unsubscribe-link',
        },
        { ...context, userId },
      ),
    );
    return page(
      'You are unsubscribed',
      `<p>You will no longer get emails about: ${NOTIFICATION_KIND_LABELS[kind]}.</p>
<p><a href="${this.config.publicUrl}/profile">Your notification settings</a></p>`,
    );
  }

  /**
   * Who and which kind the link names; null (and 410 set) once its account is
   * gone, as the auth guard sees it (a deleted account is unknown).
   */
  private async live(token: string, reply: FastifyReply) {
    const named = this.read(token);
    const user = this.users.remembered(named.userId) ?? (await this.users.lookUp(named.userId));
    if (user !== null) return named;
    reply.status(410);
    return null;
  }

  private read(token: string) {
    const named = readUnsubscribeToken(this.config.jwt.secret, token);
    if (!named)
      throw invalid('NOTIFICATIONS.BAD_UNSUBSCRIBE_LINK', 'This unsubscribe link is not valid.');
    return named;
  }
}
