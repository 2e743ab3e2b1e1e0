import type { EmailMessage } from './email-message.js';

/** Hands an email to the outgoing mail server; rejects with the server's reason on failure. */
export interface Mailer {
  send(from: string, message: EmailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export const MAILER = Symbol('Mailer');
