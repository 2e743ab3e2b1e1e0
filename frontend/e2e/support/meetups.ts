import type { Page } from 'playwright-core';

/**
 * What one page's socket.io connection said, read off the wire (WebSocket frames and
 * long-polling bodies alike), so a test can wait until the server has acknowledged a page's
 * `meetup:watch` before it changes attendance elsewhere: a push sent before the watch is
 * registered would never reach the page, and the test would wait for it in vain.
 */
export interface LiveTraffic {
  /** Whether the server acknowledged `{ ok: true }` to this page's watch of the meetup. */
  isWatching(meetupId: string): boolean;
  /** How many `meetup:attendance` pushes for the meetup this page received. */
  attendancePushes(meetupId: string): number;
}

/** An engine.io message carrying a socket.io packet: '4', then the socket.io type digit. */
const WATCH_SENT = /^42(\d+)\["meetup:watch",(\{.*\})\]$/s;
const ACK_RECEIVED = /^43(\d+)\[(.*)\]$/s;
const ATTENDANCE_RECEIVED = /^42\["meetup:attendance",(\{.*\})\]$/s;

/** Long-polling bodies hold several engine.io packets separated by the record separator. */
const packetsOf = (payload: string | Buffer): string[] =>
  typeof payload === 'string' ? payload.split('\x1e') : [];

/** Starts recording before the page opens its socket: call it before `page.goto`. */
export function recordLiveTraffic(page: Page): LiveTraffic {
  const watchAckIds = new Map<string, Set<string>>();
  const acknowledged = new Set<string>();
  const pushes = new Map<string, number>();

  const onSent = (packet: string) => {
    const match = WATCH_SENT.exec(packet);
    if (!match) return;
    const { meetupId } = JSON.parse(match[2]!) as { meetupId: string };
    const ids = watchAckIds.get(meetupId) ?? new Set<string>();
    ids.add(match[1]!);
    watchAckIds.set(meetupId, ids);
  };
  const onReceived = (packet: string) => {
    const ack = ACK_RECEIVED.exec(packet);
    if (ack) {
      const answer = JSON.parse(ack[2]!) as { ok?: boolean };
      if (answer.ok === true) acknowledged.add(ack[1]!);
      return;
    }
    const push = ATTENDANCE_RECEIVED.exec(packet);
    if (push) {
      const { meetupId } = JSON.parse(push[1]!) as { meetupId: string };
      pushes.set(meetupId, (pushes.get(meetupId) ?? 0) + 1);
    }
  };

  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    socket.on('framesent', ({ payload }) => packetsOf(payload).forEach(onSent));
    socket.on('framereceived', ({ payload }) => packetsOf(payload).forEach(onReceived));
  });
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/') && request.method() === 'POST') {
      packetsOf(request.postData() ?? '').forEach(onSent);
    }
  });
  page.on('response', (response) => {
    if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
    response.text().then(
      (body) => packetsOf(body).forEach(onReceived),
      // The page closed before a long poll answered: nothing to record.
      () => undefined,
    );
  });

  return {
    isWatching: (meetupId) =>
      [...(watchAckIds.get(meetupId) ?? [])].some((id) => acknowledged.has(id)),
    attendancePushes: (meetupId) => pushes.get(meetupId) ?? 0,
  };
}

/** Sets a flag on the page's window; it survives only as long as the page is not reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}

/** Whether the flag set by `markPage` is still there, i.e. the page was never reloaded. */
export function pageKeptItsState(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
}

/** The local calendar day `days` from now as an `<input type="date">` value. */
export function dateInputInDays(days: number): string {
  const day = new Date(Date.now() + days * 24 * 3600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
