import type { DirectEmailKind, QueuedEmailDocument } from '../../contracts/notifications.js';
import { escapeHtml, type EmailMessage } from './email-message.js';

/** An email to an address (`to`) rather than about a member's notification. */
export type DirectEmail = QueuedEmailDocument & { kind: DirectEmailKind; to: string };

export const isDirectEmail = (email: QueuedEmailDocument): email is DirectEmail =>
  email.kind === 'client-invite' && email.to !== undefined;

/**
 * A trainer's invite to a client: who invited them, why to accept, the link.
 * No unsubscribe link: it is one email the trainer chose to send, to someone
 * who may have no account whose preferences could be asked.
 */
export function directEmailMessage(email: DirectEmail, publicUrl: string): EmailMessage {
  const trainer = email.actorName ?? 'Your trainer';
  const title = `${trainer} invited you to PackMeet`;
  const body =
    'Accept to keep your meetup history with your trainer in your own PackMeet account. The link works once.';
  const link = `${publicUrl}${email.link}`;
  const text = ['Hi there,', '', title, body, '', `Accept the invite: ${link}`].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>Hi there,</p>
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">Accept the invite</a></p>
</body></html>`;
  const host = new URL(publicUrl).hostname;
  return {
    to: email.to,
    subject: title,
    text,
    html,
    headers: {},
    messageId: `<${Buffer.from(email._id).toString('base64url')}@${host}>`,
  };
}
