import nodemailer from 'nodemailer';
import type { EmailMessage } from './email-message.js';
import type { Mailer } from './mailer.port.js';

/** nodemailer over SMTP, with a small pool of connections reused between emails. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    url.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(from: string, message: EmailMessage): Promise<{ messageId: string }> {
    const { to, subject, text, html, headers, messageId } = message;
    const info = await this.transport.sendMail({
      from,
      to,
      subject,
      text,
      html,
      headers,
      messageId,
    });
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}
