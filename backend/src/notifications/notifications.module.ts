import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { MarkReadController } from './commands/mark-read/mark-read.http.controller.js';
import { SetPreferenceController } from './commands/set-preference/set-preference.http.controller.js';
import { UnsubscribeController } from './commands/unsubscribe/unsubscribe.http.controller.js';
import { UpdateInboxHandler } from './commands/update-inbox/update-inbox.handler.js';
import { MAILER } from './email/mailer.port.js';
import { SmtpMailer } from './email/smtp.mailer.js';
import { FormBodyParser } from './form-body.js';
import { LiveNotifications } from './live-notifications.js';
import { NotificationMetrics } from './notification-metrics.js';
import { OutboxSender } from './process/outbox-sender.js';
import { ReminderTimer } from './process/reminder-timer.js';
import { ListNotificationsController } from './queries/list-notifications/list-notifications.http.controller.js';
import { NotificationReader } from './queries/notification-reader.js';
import { OutboxController } from './queries/outbox/outbox.http.controller.js';

/** What the boot log says without SMTP_URL: what works differently (docs/operations.md). */
export const EMAIL_OFF_AT_BOOT =
  'email is off: SMTP_URL is not set; notifications are in-app only, addresses are not verified and password resets go through an operator (npm run account -- reset-link <email>)';

/** In-app notifications, the reminder timer and the email outbox (docs/notifications.md). */
@Module({
  controllers: [
    ListNotificationsController,
    MarkReadController,
    SetPreferenceController,
    UnsubscribeController,
    OutboxController,
  ],
  providers: [
    UpdateInboxHandler,
    NotificationReader,
    NotificationMetrics,
    ReminderTimer,
    OutboxSender,
    FormBodyParser,
    LiveNotifications,
    {
      provide: MAILER,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => {
        if (!config.mail) {
          logger.info(EMAIL_OFF_AT_BOOT);
          return null;
        }
        logger.info({ from: config.mail.from }, 'notification email is on');
        return new SmtpMailer(config.mail.smtpUrl);
      },
    },
  ],
  exports: [NotificationReader, LiveNotifications],
})
export class NotificationsModule {}
