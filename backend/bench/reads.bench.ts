import { join } from 'node:path';
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { registerTypeScript } from '../scripts/register-typescript.path.js';
import { demoTargets } from './hot-memory.js';
import {
  OldBuildUnavailable,
  prepareOldBuild,
  repositoryRoot,
  type OldBuild,
} from './old-build.js';
import {
  format,
  median,
  runScript,
  scratchDirectory,
  startServer,
  stopServer,
  type Row,
} from './support.js';

/** The commit issue 33 compares event reads with: the last one before the read path regressed. */
const OLD_COMMIT = 'c9d4858';
const CONNECTIONS = 20;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const ENCODINGS = {
  identity: {},
  gzip: { 'accept-encoding': 'gzip, deflate, br' },
} satisfies Record<string, Record<string, string>>;
type Encoding = keyof typeof ENCODINGS;

interface Round {
  requestsPerSecond: number;
  p99: number;
  bytesPerRequest: number;
  load: number;
}

interface Side {
  label: string;
  url: string;
  process: ChildProcess;
  rounds: Record<Encoding, Round[]>;
}

const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function load(url: string, headers: Record<string, string>, seconds = ROUND_SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
    load: loadavg()[0]!,
  };
}

/**
 * Seeds the demo at `--scale 0.1` with the tree's own seeder (each build its
 * own generator and events), starts the tree's server on it and resolves with
 * the by-slug URL of its first upcoming public meetup.
 */
async function seedAndServe(label: string, root: string, register: string, dataDir: string) {
  await runScript(
    join(root, 'backend/scripts/seed-demo.ts'),
    ['--scale', '0.1', '--seed', '2026'],
    { register, env: { DATA_DIR: dataDir } },
  );
  const { meetups } = await demoTargets(join(dataDir, 'events.sqlite'));
  const server = await startServer(
    join(root, 'backend/src/main.ts'),
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    { register },
  );
  try {
    const answer = await fetch(`${server.url}/api/meetups/${meetups[0]}`);
    if (!answer.ok) throw new Error(`GET /api/meetups/${meetups[0]}: ${answer.status}`);
    const { slug } = (await answer.json()) as { slug: string };
    const url = `${server.url}/api/meetups/by-slug/${slug}`;
    return { label, url, process: server.process, rounds: { identity: [], gzip: [] } } as Side;
  } catch (error) {
    await stopServer(server.process);
    throw error;
  }
}

/** The old build beside this one, or why it cannot run here. */
async function oldSide(): Promise<{ side: Side | null; build: OldBuild | null; reason: string }> {
  let build: OldBuild | null = null;
  try {
    build = prepareOldBuild(OLD_COMMIT);
    if (build.lockDifferences.length > 0)
      console.log(
        `reads: ${OLD_COMMIT} runs on this tree's packages; its lockfile differs in ${build.lockDifferences.join(', ')}`,
      );
    const side = await seedAndServe(
      OLD_COMMIT,
      build.root,
      build.register,
      join(build.root, 'data'),
    );
    return { side, build, reason: '' };
  } catch (error) {
    const reason =
      error instanceof OldBuildUnavailable
        ? error.message
        : `${OLD_COMMIT} did not seed or serve: ${String(
            error instanceof Error ? error.message : error,
          )
            .split('\n')
            .slice(-12)
            .join('\n')}`;
    return { side: null, build, reason };
  }
}

const figure = (rounds: Round[]) => {
  const loads = rounds.map((r) => r.load);
  return `${format(Math.round(median(rounds.map((r) => r.requestsPerSecond))))} req/s, p99 ${median(rounds.map((r) => r.p99))} ms, ${Math.round(median(rounds.map((r) => r.bytesPerRequest)))} B/answer (load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)})`;
};

const pairedRatio = (ours: Round[], theirs: Round[]) =>
  median(ours.map((r, i) => r.requestsPerSecond / theirs[i]!.requestsPerSecond));

/**
 * `npm run bench -- reads`: anonymous `GET /api/meetups/by-slug/{slug}` on the
 * demo community, this build against commit c9d4858 (extracted and started
 * beside it, each on its own seeded demo), with and without gzip accepted.
 * After a 2 s warm-up of each, rounds of 5 s (20 connections) alternate
 * builds and encodings, the builds' order swapped every round; ratios are the
 * medians of the paired rounds. Also gzip accepted against identity on this
 * build: an answer under the compression threshold costs the same either way.
 * If the old build cannot run, the bench prints why and measures this build
 * alone. The load average is printed beside every figure, since other
 * processes share the cores.
 */
export async function readsBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('reads');
  const sides: Side[] = [];
  let build: OldBuild | null = null;
  try {
    const ours = await seedAndServe('this build', repositoryRoot, registerTypeScript, dataDir);
    sides.push(ours);
    const old = await oldSide();
    build = old.build;
    if (old.side) sides.push(old.side);
    else console.log(`reads: not measured against ${OLD_COMMIT}: ${old.reason}`);
    for (const side of sides)
      for (const encoding of Object.keys(ENCODINGS) as Encoding[])
        await load(side.url, ENCODINGS[encoding], 2);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const encoding of Object.keys(ENCODINGS) as Encoding[])
        for (const side of order) {
          const result = await load(side.url, ENCODINGS[encoding]);
          side.rounds[encoding].push(result);
          console.log(
            `reads: round ${round + 1}, ${side.label}, ${encoding}: ${format(Math.round(result.requestsPerSecond))} req/s, p99 ${result.p99} ms (load ${loadAverage()})`,
          );
        }
    }
    const gzipRatio = pairedRatio(ours.rounds.gzip, ours.rounds.identity);
    const gzipRow: Row = {
      name: `GET by-slug on this build, gzip accepted against identity (${CONNECTIONS} connections, ${ROUNDS}x${ROUND_SECONDS} s)`,
      baseline: `${figure(ours.rounds.identity)} (identity)`,
      measured: figure(ours.rounds.gzip),
      ratio: gzipRatio,
      target: '>= 0.9x',
      pass: gzipRatio >= 0.9,
    };
    const previous = old.side;
    if (!previous)
      return [
        {
          name: `GET by-slug against ${OLD_COMMIT}`,
          baseline: `not measured: ${old.reason}`,
          measured: figure(ours.rounds.identity),
          ratio: Number.NaN,
          target: '>= 0.8x',
          pass: false,
        },
        gzipRow,
      ];
    const against = (encoding: Encoding): Row => {
      const ratio = pairedRatio(ours.rounds[encoding], previous.rounds[encoding]);
      return {
        name: `GET by-slug, ${encoding === 'gzip' ? 'gzip accepted' : 'identity'}: this build against ${OLD_COMMIT} (${CONNECTIONS} connections, ${ROUNDS}x${ROUND_SECONDS} s each, alternating)`,
        baseline: `${figure(previous.rounds[encoding])} (${OLD_COMMIT})`,
        measured: figure(ours.rounds[encoding]),
        ratio,
        target: '>= 0.8x',
        pass: ratio >= 0.8,
      };
    };
    return [against('identity'), against('gzip'), gzipRow];
  } finally {
    for (const side of sides) await stopServer(side.process);
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  }
}
