import { Agent, request } from 'node:http';
import type { DirectoryResponse } from '../src/contracts/locations.js';
import { random } from '../src/demo/demo-random.js';
import { nextRequest, type Community, type Planned } from './soak-traffic.js';

/*
 * The boot bench's traffic: the soak's mix, open loop, with every RSVP the
 * server acknowledged kept to be found again after a kill -9.
 */

/** Requests sent per second. */
export const RATE = 100;
const MAX_IN_FLIGHT = 300;

/**
 * Mixed traffic (the soak's mix) at RATE requests/s until `stopAt()`; every
 * RSVP answered 2xx is recorded as the state its person must find after a
 * restart. Requests still in flight when it is stopped are not acknowledged:
 * their keys are marked unsure.
 */
function traffic(url: string, community: Community, citySlugs: string[], script: string) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const acknowledged = new Map<string, { token: string; meetup: string; status: string | null }>();
  const unsure = new Set<string>();
  let sent = 0;
  const failures = new Map<string, number>();
  let stopped = false;
  const inFlight = new Set<string>();
  const next = random(2027).next;
  const send = (planned: Planned) => {
    const rsvp = /^\/api\/meetups\/([^/]+)\/rsvp$/.exec(planned.path);
    const key = rsvp ? `${planned.token}|${rsvp[1]}` : null;
    if (key) inFlight.add(key);
    const body = planned.body === undefined ? undefined : JSON.stringify(planned.body);
    sent += 1;
    const finish = (status: number, answer: any) => {
      if (stopped) return;
      if (key) inFlight.delete(key);
      const ok = status >= 200 && status < 300;
      if (!ok)
        failures.set(
          `${planned.route} ${status}`,
          (failures.get(`${planned.route} ${status}`) ?? 0) + 1,
        );
      if (ok && key)
        acknowledged.set(key, {
          token: planned.token!,
          meetup: rsvp![1]!,
          status: answer?.rsvp?.status ?? null,
        });
      planned.done?.(ok ? answer : undefined);
    };
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        method: planned.method,
        path: planned.path,
        agent,
        headers: {
          ...(planned.token ? { authorization: `Bearer ${planned.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => planned.done && chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          finish(response.statusCode ?? 0, planned.done && text ? JSON.parse(text) : null);
        });
        response.on('error', () => finish(0, undefined));
      },
    );
    call.on('error', () => finish(0, undefined));
    call.end(body);
  };
  const timer = setInterval(() => {
    for (let i = 0; i < RATE / 20; i++) {
      if (inFlight.size < MAX_IN_FLIGHT) send(nextRequest(community, next, citySlugs, script));
    }
  }, 50);
  return {
    /** Stops sending; what was in flight becomes unsure. */
    stop() {
      clearInterval(timer);
      stopped = true;
      for (const key of inFlight) unsure.add(key);
      agent.destroy();
      const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
      return { sent, failed, failures, acknowledged, unsure };
    },
  };
}

/** The soak's mix on a serving server, its city pages weighted by their groups. */
export async function mixedTraffic(url: string, community: Community) {
  const directory = (await (
    await fetch(`${url}/api/locations/directory`)
  ).json()) as DirectoryResponse;
  const citySlugs = Object.values(directory).flatMap((state) =>
    Object.values(state.cities).flatMap((city) => Array<string>(city.groupCount).fill(city.slug)),
  );
  const index = await (await fetch(`${url}/`)).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1] ?? '/';
  return traffic(url, community, citySlugs, script);
}
