/**
 * `npm run projections -- <command>`: the operators' projection tool. It talks
 * to the running server over HTTP (in embedded mode the read models live in
 * that process's memory; in compose mode the API forwards to the projections
 * worker), signing a short-lived operator token with the server's own secret
 * (JWT_SECRET, or DATA_DIR/jwt-secret), so run it with the server's
 * environment. See docs/operations.md (Replaying projections).
 */
import { allProjections } from '@packmeet/projections/projections';
import { verifyProjections } from '@packmeet/projections/runner/blue-green-replay';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { openEngines } from '../src/infrastructure/engines.js';
import { createLogger } from '../src/shared/logger.js';
import { issueOperatorToken } from '../src/auth/operator-token.js';
import { verifyResponse } from '../src/operations/index.js';
import type {
  ProjectionsOverviewResponse,
  ReplayAllStartedResponse,
  ReplayProgress,
  ReplayStartedResponse,
  VerifyResponse,
} from '../src/contracts/admin.js';
import { cliArguments } from './cli-arguments.js';

const USAGE = `Usage: npm run projections -- <command>

  status                 each projection: checkpoint, lag, state, last error, last replay
  replay <name>          rebuild one projection blue/green, with progress
  replay --all           rebuild every projection (one pass over the log)
  verify [<name>...]     rebuild into scratch collections and compare with the live
                         read models; exits 1 and lists what differs
  verify --snapshots [<name>...]
                         offline, beside or without the server: load the read-model
                         snapshots in DATA_DIR/snapshots, fold the events after them,
                         and compare with a fresh fold of the log; exits 1 on differences

Reaches the server at PACKMEET_URL (default http://localhost:$PORT) and signs
in with the server's secret: run it with the server's DATA_DIR or JWT_SECRET.`;

class Failure extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const interactive = process.stdout.isTTY === true;
const number = (value: number) => value.toLocaleString('en-US');

function configuration() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new Failure(error.message, 2);
    throw error;
  }
}

function connection() {
  const config = configuration();
  const baseUrl = (process.env.PACKMEET_URL ?? `http://localhost:${config.port}`).replace(
    /\/+$/,
    '',
  );
  return { baseUrl, token: issueOperatorToken(config.jwt.secret) };
}

async function call<T>(
  { baseUrl, token }: ReturnType<typeof connection>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/admin/projections${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Failure(
      `Cannot reach PackMeet at ${baseUrl}. Is the server running? Set PACKMEET_URL to its address.`,
      2,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.status === 401) {
    throw new Failure(
      `${baseUrl} refused the operator token: run this with the server's DATA_DIR or JWT_SECRET.`,
      2,
    );
  }
  if (!response.ok) throw new Failure(answer.message ?? `The server answered ${response.status}`);
  return answer;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function describeReplay(replay: ReplayProgress | null): string {
  if (!replay) return '-';
  if (replay.state === 'done' || replay.state === 'failed') {
    const seconds =
      (Date.parse(replay.finishedAt ?? replay.startedAt) - Date.parse(replay.startedAt)) / 1000;
    const outcome = replay.state === 'done' ? 'done' : `FAILED: ${replay.error ?? ''}`;
    return `${outcome} (${number(replay.processed)} events in ${seconds.toFixed(1)} s, ${replay.finishedAt})`;
  }
  return `${replay.state} ${percent(replay)}%`;
}

function percent(replay: ReplayProgress): number {
  return replay.total > 0 ? Math.min(100, Math.floor((replay.processed / replay.total) * 100)) : 0;
}

async function status(): Promise<void> {
  const server = connection();
  const body = await call<ProjectionsOverviewResponse>(server, 'GET', '');
  console.log(`PackMeet at ${server.baseUrl}: head position ${body.headPosition}\n`);
  const rows = [['projection', 'version', 'state', 'checkpoint', 'lag', 'last error', 'replay']];
  for (const projection of body.projections) {
    rows.push([
      projection.name,
      String(projection.version),
      projection.state,
      projection.checkpoint,
      projection.lag === null ? 'n/a' : number(projection.lag),
      projection.lastError
        ? `${projection.lastError.eventType} at ${projection.lastError.position}: ${projection.lastError.message}`
        : '-',
      describeReplay(projection.replay),
    ]);
  }
  console.log(table(rows));
}

function progressLine(label: string, replay: ReplayProgress): string {
  if (replay.state === 'switching') return `${label}: caught up, switching over...`;
  const width = 24;
  const filled = Math.round((percent(replay) / 100) * width);
  const bar = interactive ? `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ` : '';
  const eta = replay.etaSeconds === null ? 'ETA -' : `ETA ${replay.etaSeconds} s`;
  return `${label}: ${bar}${percent(replay)}%  ${number(replay.processed)}/${number(replay.total)} events  ${number(replay.eventsPerSecond)} events/s  ${eta}`;
}

async function replay(names: string[], all: boolean): Promise<void> {
  if (all === names.length > 0 || names.length > 1) throw new Failure(USAGE, 2);
  const server = connection();
  const started = all
    ? await call<ReplayAllStartedResponse>(server, 'POST', '/replay-all')
    : await call<ReplayStartedResponse>(server, 'POST', `/${encodeURIComponent(names[0]!)}/replay`);
  const replayed = 'names' in started ? started.names : [started.name];
  const label = all ? 'all projections' : replayed[0]!;
  console.log(
    `Replaying ${label} (started ${started.startedAt}); the current read models keep serving.`,
  );

  let lastPrinted = 0;
  let lastState = '';
  for (;;) {
    const body = await call<ProjectionsOverviewResponse>(server, 'GET', '');
    const ours = body.projections.filter(
      (projection) =>
        replayed.includes(projection.name) && projection.replay?.startedAt === started.startedAt,
    );
    // One pass over the log feeds them all: their progress is the same.
    const progress = ours[0]?.replay;
    if (!progress) throw new Failure('The server no longer reports this replay.');
    if (progress.state === 'done' || progress.state === 'failed') {
      if (interactive) process.stdout.write('\r\u001b[K');
      if (progress.state === 'failed')
        throw new Failure(`Replay of ${label} failed: ${progress.error ?? ''}`);
      const seconds = (Date.parse(progress.finishedAt!) - Date.parse(progress.startedAt)) / 1000;
      console.log(
        `${label}: done: ${number(progress.processed)} events in ${seconds.toFixed(1)} s; the rebuilt read models are serving.`,
      );
      return;
    }
    const line = progressLine(label, progress);
    if (interactive) {
      process.stdout.write(`\r\u001b[K${line}`);
    } else if (Date.now() - lastPrinted >= 2_000 || progress.state !== lastState) {
      // Logs and pipes get a plain line every 2 s and at every state change.
      console.log(line);
      lastPrinted = Date.now();
    }
    lastState = progress.state;
    await new Promise((resolve) => setTimeout(resolve, interactive ? 250 : 500));
  }
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

async function verify(names: string[]): Promise<void> {
  const server = connection();
  console.log(
    `Verifying ${names.length > 0 ? names.join(', ') : 'every projection'}: folding the whole log into scratch collections...`,
  );
  const result = await call<VerifyResponse>(server, 'POST', '/verify', { names });
  printDifferences(result, { model: 'the live read model', short: 'live' });
  if (!result.ok) {
    throw new Failure(
      'The live read models differ from a fresh fold of the log. `npm run projections -- replay <name>` rebuilds one.',
    );
  }
}

/**
 * Restores the snapshots the way a server boots from them (read only: this
 * writes no file), folds the events after them, and compares the result
 * with a fresh fold of the log into scratch collections.
 */
async function verifySnapshots(names: string[]): Promise<void> {
  const config = configuration();
  if (!config.snapshots) {
    throw new Failure('Snapshots are off here (SNAPSHOTS=false, or DOCUMENT_STORE=mongo).', 2);
  }
  const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
  if (unknown.length > 0) throw new Failure(`Unknown projection: ${unknown.join(', ')}`, 2);
  const logger = createLogger('warn', 'packmeet-projections-cli');
  const engines = await openEngines(config, logger, allProjections, undefined, {
    readOnlySnapshots: true,
  });
  try {
    const report = engines.snapshots!.lastRestore!;
    console.log(
      `${config.snapshots.directory}: ${report.restored.length} of ${allProjections.length} projections restored, ` +
        `then ${number(engines.runner!.deliveredCount())} events folded after them.`,
    );
    for (const { name, reason } of report.ignored)
      console.log(`${name}: snapshot not used (${reason})`);
    console.log('Folding the whole log into scratch collections...');
    const selected = allProjections.filter(
      (projection) => names.length === 0 || names.includes(projection.name),
    );
    const results = await verifyProjections({
      live: engines.runner!,
      events: engines.eventStore,
      store: engines.documentStore,
      projections: selected,
      logger: logger.child({ component: 'verify' }),
    });
    const result = verifyResponse(results);
    printDifferences(result, { model: 'the restored read model', short: 'restored' });
    if (!result.ok) {
      throw new Failure(
        'The read models restored from snapshots differ from a fresh fold of the log. Delete DATA_DIR/snapshots/<name>.snap to have the server rebuild one.',
      );
    }
  } finally {
    await engines.close();
  }
}

/** `side` names the read models compared with the fresh fold: in full, and as one word. */
function printDifferences(result: VerifyResponse, side: { model: string; short: string }): void {
  for (const projection of result.projections) {
    if (projection.differenceCount === 0 && projection.problems.length === 0) {
      console.log(`${projection.name}: ok (${number(projection.documents)} documents)`);
      continue;
    }
    console.log(`${projection.name}: ${number(projection.differenceCount)} difference(s)`);
    for (const problem of projection.problems) console.log(`  ${problem}`);
    for (const difference of projection.differences) {
      const where = `${difference.collection}/${difference._id}`;
      if (difference.kind === 'missing') console.log(`  ${where}: missing from ${side.model}`);
      else if (difference.kind === 'unexpected') console.log(`  ${where}: in ${side.model} only`);
      else {
        for (const field of difference.fields) {
          const live = (difference.live as Record<string, unknown>)[field];
          const rebuilt = (difference.rebuilt as Record<string, unknown>)[field];
          console.log(
            `  ${where}: ${field} is ${shown(live)} ${side.short}, ${shown(rebuilt)} in a fresh fold`,
          );
        }
      }
    }
    if (projection.differenceCount > projection.differences.length) {
      console.log(
        `  ...and ${number(projection.differenceCount - projection.differences.length)} more`,
      );
    }
  }
  console.log(`Compared at position ${result.position}.`);
}

async function main(): Promise<void> {
  const { values, positionals } = cliArguments(
    USAGE,
    { all: { type: 'boolean' }, snapshots: { type: 'boolean' } },
    { allowPositionals: true },
  );
  const [command, ...rest] = positionals;
  if (values.all && command !== 'replay')
    throw new Failure(`--all goes with replay only\n\n${USAGE}`, 2);
  if (values.snapshots && command !== 'verify')
    throw new Failure(`--snapshots goes with verify only\n\n${USAGE}`, 2);
  switch (command) {
    case 'status':
      if (rest.length > 0) throw new Failure(`status takes no arguments\n\n${USAGE}`, 2);
      return status();
    case 'replay':
      return replay(rest, values.all === true);
    case 'verify':
      return values.snapshots ? verifySnapshots(rest) : verify(rest);
    default:
      throw new Failure(USAGE, command === undefined || command === 'help' ? 0 : 2);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  (error.exitCode === 0 ? console.log : console.error)(error.message);
  process.exitCode = error.exitCode;
}
