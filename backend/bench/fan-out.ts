import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { format, startServer, type Row } from './support.js';

/**
 * Live fan-out, measured the same way for PackMeet's pushes and for the bare
 * socket.io server (`raw-socket-server.ts`) that broadcasts the same payload
 * to one room: every socket's delay from a trigger to its message.
 */

/** Starts the bare socket.io baseline; its `POST /broadcast` answers, then sends its body to the room. */
export const startRawSocketServer = () =>
  startServer(join(import.meta.dirname, 'raw-socket-server.ts'), {});

/** Connects `count` sockets in batches of 100; `auth(i)` is the i-th socket's handshake auth. */
export async function connectAll(
  url: string,
  count: number,
  join: (socket: Socket) => Promise<unknown>,
  auth?: (index: number) => Record<string, string>,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let batch = 0; batch < count; batch += 100) {
    const connected = await Promise.all(
      Array.from({ length: Math.min(100, count - batch) }, async (_, i) => {
        const socket = io(url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          ...(auth ? { auth: auth(batch + i) } : {}),
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        await join(socket);
        return socket;
      }),
    );
    sockets.push(...connected);
  }
  return sockets;
}

/** Connects the baseline's sockets to its one room. */
export const connectRaw = (url: string, count: number) =>
  connectAll(url, count, (socket) => socket.emitWithAck('join', {}));

/** Broadcasts `payload` through the bare server: the baseline's trigger. */
export async function rawBroadcast(url: string, payload: unknown): Promise<void> {
  const response = await fetch(`${url}/broadcast`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
  await response.arrayBuffer();
}

export interface MeasureOptions {
  trials: number;
  /** Whence a delay counts: the trigger's request sent, or its HTTP answer. */
  from: 'sent' | 'answered';
}

/** Every client's delay to its message over all trials, sorted. */
export async function measure(
  sockets: Socket[],
  event: string,
  trigger: (trial: number) => Promise<void>,
  { trials, from }: MeasureOptions,
): Promise<number[]> {
  const delays: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    const arrivals: number[] = [];
    const received = new Promise<void>((resolve) => {
      for (const socket of sockets) {
        socket.once(event, () => {
          arrivals.push(performance.now());
          if (arrivals.length === sockets.length) resolve();
        });
      }
    });
    const sentAt = performance.now();
    await trigger(trial);
    const origin = from === 'sent' ? sentAt : performance.now();
    await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (arrivals.length < sockets.length)
      throw new Error(
        `trial ${trial}: only ${arrivals.length} of ${sockets.length} clients received`,
      );
    // A push may reach a client before the HTTP answer reaches us: that counts as no delay.
    delays.push(...arrivals.map((at) => Math.max(0, at - origin)));
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  return delays.sort((a, b) => a - b);
}

/** One side of a paired measurement: its sockets, the event they wait for, and its trigger. */
export interface FanOutSide {
  sockets: Socket[];
  event: string;
  trigger: (trial: number) => Promise<void>;
}

/**
 * Both sides' delays, their trials alternating (ours, then the baseline), so
 * that the load of a shared machine weighs on both alike.
 */
export async function measureAlternating(
  ours: FanOutSide,
  baseline: FanOutSide,
  { trials, from }: MeasureOptions,
): Promise<[number[], number[]]> {
  const delays: [number[], number[]] = [[], []];
  for (let trial = 0; trial < trials; trial++) {
    for (const [side, { sockets, event, trigger }] of [ours, baseline].entries())
      delays[side]!.push(
        ...(await measure(sockets, event, () => trigger(trial), { trials: 1, from })),
      );
  }
  return [delays[0].sort((a, b) => a - b), delays[1].sort((a, b) => a - b)];
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** p50 (target 1.5x) and p99 (target 2x) of ours against the bare broadcast of the same payload. */
export function ratioRows(
  what: string,
  ours: number[],
  bare: number[],
  { clients, trials }: { clients: number; trials: number },
): Row[] {
  return (
    [
      ['p50', 50, 1.5],
      ['p99', 99, 2],
    ] as const
  ).map(([label, p, limit]) => {
    const baseline = percentile(bare, p);
    const measured = percentile(ours, p);
    const ratio = measured / Math.max(1, baseline);
    return {
      name: `${what} -> ${format(clients)} sockets, ${label} (${trials} trials)`,
      baseline: `${baseline.toFixed(1)} ms (bare socket.io room broadcast)`,
      measured: `${measured.toFixed(1)} ms`,
      ratio,
      target: `<= ${limit}x`,
      pass: ratio <= limit,
    };
  });
}
