import type { AccountEmailKind, QueuedEmailDocument } from '../../contracts/notifications.js';
import type { EmailMessage } from './email-message.js';
import { escapeHtml } from './email-message.js';

const WORDING: Record<
  AccountEmailKind,
  { subject: string; intro: string; action: string; path: string; ignore: string }
> = {
  'password-reset': {
    subject: 'Reset your PackMeet password',
    intro:
      'Someone, hopefully you, asked to reset the password of your PackMeet account. The link below works once, for 30 minutes.',
    action: 'Choose a new password',
    path: '/reset-password',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  'verify-email': {
    subject: 'Confirm your email for PackMeet',
    intro:
      'Please confirm that this is your email address. Once confirmed, you can create groups and schedule meetups. The link works for 48 hours.',
    action: 'Confirm my email',
    path: '/verify-email',
    ignore: 'If you did not sign up for PackMeet or change your email there, ignore this email.',
  },
};

/**
 * The link an account email carries: the same one an operator hands over
 * (`npm run account -- reset-link`).
 */
export const accountLinkUrl = (kind: AccountEmailKind, publicUrl: string, token: string) =>
  `${publicUrl}${WORDING[kind].path}?token=${encodeURIComponent(token)}`;

/**
 * A transactional account email: a reset or verification link, no
 * unsubscribe link (it is not a notification anyone opted into), no images.
 */
export function accountEmailMessage(
  email: QueuedEmailDocument & { kind: AccountEmailKind },
  recipient: { email: string; firstName: string },
  urls: { publicUrl: string; token: string },
): EmailMessage {
  const words = WORDING[email.kind];
  const link = accountLinkUrl(email.kind, urls.publicUrl, urls.token);
  const text = [
    `Hi ${recipient.firstName},`,
    '',
    words.intro,
    '',
    `${words.action}: ${link}`,
    '',
    words.ignore,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">
<p>Hi ${escapeHtml(recipient.firstName)},</p>
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>
<p style="font-size: 14px;">${escapeHtml(words.ignore)}</p>
</body></html>`;
  const host = new URL(urls.publicUrl).hostname;
  return {
    to: recipient.email,
    subject: words.subject,
    text,
    html,
    // Marks it for mail filters and support: an automatic account email, not a notification.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-PackMeet-Kind': email.kind },
    messageId: `<${Buffer.from(email._id).toString('base64url')}@${host}>`,
  };
}
