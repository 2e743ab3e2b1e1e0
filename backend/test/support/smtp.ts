import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Every notification email accepted so far, parsed. */
  received: ParsedMail[];
  /** Account emails (reset and verification links), kept apart so notification counts stay exact. */
  accountMails: ParsedMail[];
  /** Resolves with the first account email to `address` whose subject matches, when it arrives. */
  waitForAccountMail(address: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Refuses the next `count` emails with a temporary failure (451). */
  failNext(count: number): void;
  /** Resolves once `count` emails have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (the `smtp-server` package); what arrives is parsed by mailparser. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const accountMails: ParsedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          (mail.headers.has('x-packmeet-kind') ? accountMails : received).push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accountMails,
    waitForAccountMail: async (address, subject, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = accountMails.find(
          (m) =>
            m.to && 'text' in m.to && m.to.text.includes(address) && subject.test(m.subject ?? ''),
        );
        if (mail) return mail;
        if (Date.now() > until)
          throw new Error(`no account email to ${address} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    failNext: (count) => (failures = count),
    waitFor: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`expected ${count} emails, got ${received.length} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
