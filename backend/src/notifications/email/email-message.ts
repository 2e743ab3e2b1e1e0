import {
  NOTIFICATION_KIND_LABELS,
  type QueuedEmailDocument,
  type NotificationKind,
} from '../../contracts/notifications.js';
import { describeNotification, formatMeetupTime } from '../../contracts/notification-wording.js';

/** An email ready for the mailer: both parts, and the headers a mail client needs to unsubscribe. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Deterministic, so a retry after a lost answer is recognisable as the same message. */
  messageId: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * A plain, friendly email: what happened, when (the meetup's own time zone),
 * a link to open it, and how to stop this kind. No images, no tracking.
 */
export function emailMessage(
  email: QueuedEmailDocument & { kind: NotificationKind },
  recipient: { email: string; firstName: string },
  urls: { publicUrl: string; unsubscribeUrl: string },
): EmailMessage {
  const { title, body } = describeNotification(email);
  const link = `${urls.publicUrl}${email.link}`;
  const when = email.meetup ? formatMeetupTime(email.meetup.startsAt, email.meetup.timeZone) : null;
  const stop = `You get this because "${NOTIFICATION_KIND_LABELS[email.kind]}" is on in your PackMeet profile.`;
  const text = [
    `Hi ${recipient.firstName},`,
    '',
    title,
    body,
    ...(when ? ['', `When: ${when}`] : []),
    '',
    `Open it on PackMeet: ${link}`,
    '',
    '--',
    stop,
    `Stop these emails: ${urls.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>Hi ${escapeHtml(recipient.firstName)},</p>
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${when ? `<p><strong>When:</strong> ${escapeHtml(when)}</p>` : ''}
<p><a href="${escapeHtml(link)}">Open it on PackMeet</a></p>
<hr>
<p style="font-size: 14px;">${escapeHtml(stop)} <a href="${escapeHtml(urls.unsubscribeUrl)}">Stop these emails</a></p>
</body></html>`;
  const host = new URL(urls.publicUrl).hostname;
  return {
    to: recipient.email,
    subject: title,
    text,
    html,
    // RFC 8058: a mail client may unsubscribe with one POST, without opening a page.
    headers: {
      'List-Unsubscribe': `<${urls.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<${Buffer.from(email._id).toString('base64url')}@${host}>`,
  };
}
