import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The account emails the server sends, by their `X-PackMeet-Kind` header. */
export type AccountLinkKind = 'verify-email' | 'password-reset';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Every notification email accepted so far, parsed. */
  received: ParsedMail[];
  /** Account emails (reset and verification links), kept apart so notification counts stay exact. */
  accountMails: ParsedMail[];
  /** Resolves with the first account email to `address` whose subject matches, when it arrives. */
  waitForAccountMail(address: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /**
   * The link in the oldest account email of `kind` to `address` not read yet, once it arrives;
   * reading it marks the email read, so the next call waits for the next one. This is how tests
   * get account links: from the email the server sent, never made from its secret.
   */
  linkFor(address: string, kind: AccountLinkKind, timeoutMs?: number): Promise<URL>;
  /** Refuses the next `count` emails with a temporary failure (451). */
  failNext(count: number): void;
  /**
   * Keeps the next email to `address` but answers 451, as when a server's "250 OK" after DATA is
   * lost: the person has the email, and the sender, not knowing, will try again.
   */
  loseReplyTo(address: string): void;
  /** Resolves once `count` emails have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const sentTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []]
    .flat()
    .some((to) => to.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()));

/** Polls `find` until it answers, as a person refreshing their inbox would (no fixed sleep). */
async function waitUntil<T>(find: () => T | undefined, timeoutMs: number, what: () => string) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`${what()} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Which test SMTP server each running server (by base URL) sends its email to. */
const inboxes = new Map<string, TestSmtp>();
const bySmtpUrl = new Map<string, TestSmtp>();

/** Notes that the server at `serverUrl` sends its email to `smtpUrl`, when that is one of ours. */
export function rememberInbox(serverUrl: string, smtpUrl: string | undefined): void {
  const smtp = smtpUrl ? bySmtpUrl.get(smtpUrl) : undefined;
  if (smtp) inboxes.set(serverUrl, smtp);
  else inboxes.delete(serverUrl);
}

/** The test SMTP server the server at `serverUrl` sends to; none when its email is off. */
export function inboxOf(serverUrl: string): TestSmtp | undefined {
  return inboxes.get(serverUrl);
}

/** The account token an emailed link carries, for the API call its page makes. */
export function tokenOf(link: URL): string {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in ${link.href}`);
  return token;
}

/** The emailed link's path on `serverUrl`: the email names PUBLIC_URL, a test server its own port. */
export function onServer(link: URL, serverUrl: string): string {
  return `${serverUrl}${link.pathname}${link.search}`;
}

/** A real SMTP server in this process (the `smtp-server` package); what arrives is parsed by mailparser. */
/** Settings that turn email on against a test SMTP server, notifications ticking fast. */
export function emailOn(smtp: TestSmtp, env: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PackMeet <hello@packmeet.test>',
    NOTIFICATION_TICK_MS: '50',
    ...env,
  };
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const accountMails: ParsedMail[] = [];
  const read = new Set<ParsedMail>();
  let failures = 0;
  const lostReplies = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const busy = () =>
          Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        if (failures > 0) {
          failures--;
          callback(busy());
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          (mail.headers.has('x-packmeet-kind') ? accountMails : received).push(mail);
          const lost = [...lostReplies].find((address) => sentTo(mail, address));
          if (lost) lostReplies.delete(lost);
          callback(lost ? busy() : null);
        }, callback);
      });
    },
  });
  // A sender killed mid-connection (a crash test's SIGKILL) resets its socket: a real
  // mail server shrugs that off; anything else is still an error.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accountMails,
    waitForAccountMail: (address, subject, timeoutMs = 10_000) =>
      waitUntil(
        () =>
          accountMails.find((mail) => sentTo(mail, address) && subject.test(mail.subject ?? '')),
        timeoutMs,
        () => `no account email to ${address}`,
      ),
    linkFor: async (address, kind, timeoutMs = 15_000) => {
      const mail = await waitUntil(
        () =>
          accountMails.find(
            (mail) =>
              !read.has(mail) &&
              sentTo(mail, address) &&
              mail.headers.get('x-packmeet-kind') === kind,
          ),
        timeoutMs,
        () => `no unread ${kind} email to ${address}`,
      );
      read.add(mail);
      const link = /(https?:\/\/\S+\?token=\S+)/.exec(mail.text ?? '');
      if (!link) throw new Error(`no link in the ${kind} email to ${address}:\n${mail.text}`);
      return new URL(link[1]!);
    },
    failNext: (count) => (failures = count),
    loseReplyTo: (address) => lostReplies.add(address),
    waitFor: (count, timeoutMs = 10_000) =>
      waitUntil(
        () => (received.length >= count ? received : undefined),
        timeoutMs,
        () => `expected ${count} emails, got ${received.length}`,
      ),
    close: () => {
      for (const [serverUrl, inbox] of inboxes) if (inbox === smtp) inboxes.delete(serverUrl);
      bySmtpUrl.delete(smtp.url);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  bySmtpUrl.set(smtp.url, smtp);
  return smtp;
}
