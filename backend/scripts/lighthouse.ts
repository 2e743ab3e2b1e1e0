/**
 * `npm run lighthouse [-- --data-dir DIR] [--runs N] [--port P] [--only mobile|desktop] [--report-dir DIR]`:
 * Lighthouse's performance audit of the pages a newcomer meets first (/, the busiest
 * demo city, a signed-out event page, /login) on mobile and desktop, with Debian's
 * Chromium, headless. Seeds the demo community into a temporary data directory
 * (or reuses --data-dir), starts the app on it, and prints a Markdown table:
 * performance score, LCP, total bytes and JS bytes as transferred. With --runs N
 * each row is the run with the median score. A measurement, not a test: the goals
 * (mobile >= 90 and LCP <= 2.5 s, desktop >= 95) are reported, never enforced.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = join(import.meta.dirname, '..', '..');

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3390' },
    only: { type: 'string' },
    // Keeps each run's full Lighthouse report (JSON), to see what a score is made of.
    'report-dir': { type: 'string' },
  },
  strict: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number >= 1');
if (values.only && !['mobile', 'desktop'].includes(values.only))
  throw new Error('--only is mobile or desktop');
if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (apt-get install chromium)`);
const base = `http://127.0.0.1:${values.port}`;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(base + path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', './backend/scripts/register-typescript.mjs', 'backend/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: values.port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    },
  );
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The server exited while starting');
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not answer /api/health within 2 minutes');
}

type Directory = Record<
  string,
  { cities: Record<string, { slug: string; groupCount: number; totalMeetups: number }> }
>;

/** The busiest city, and an upcoming public meetup in it (found as a new member would). */
async function pickPages(): Promise<{ name: string; path: string }[]> {
  const cities = Object.entries(await getJson<Directory>('/api/locations/directory')).flatMap(
    ([state, { cities }]) =>
      Object.entries(cities).map(([name, city]) => ({ name, state, ...city })),
  );
  const city = cities.sort((a, b) => b.totalMeetups - a.totalMeetups)[0];
  if (!city) throw new Error('The directory is empty: seed the demo first');
  const summary = await getJson<{ groups: { group: { id: string }; kind: string }[] }>(
    `/api/locations/city/${city.slug}`,
  );
  // Listing a group's meetups needs an account: a throwaway one in that city.
  const stamp = Date.now().toString(36);
  const { token } = await getJson<{ token: string }>('/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Light',
      lastName: 'House',
      username: `lighthouse-${stamp}`,
      email: `lighthouse-${stamp}@example.com`,
      password: `lighthouse-${stamp}`,
      city: city.name,
      state: city.state,
    }),
  });
  let event: string | undefined;
  for (const { group, kind } of summary.groups) {
    if (kind !== 'public') continue;
    const meetups = await getJson<{ slug: string | null; date: string; status: string }[]>(
      `/api/meetups?groupId=${group.id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const next = meetups.find(
      (m) => m.slug && m.status !== 'cancelled' && Date.parse(m.date) > Date.now(),
    );
    if (next?.slug) {
      event = `/event/${next.slug}`;
      break;
    }
  }
  if (!event) throw new Error(`No upcoming public meetup in ${city.name}`);
  return [
    { name: 'landing', path: '/' },
    { name: 'city', path: `/city/${city.slug}` },
    { name: 'event (signed out)', path: event },
    { name: 'login', path: '/login' },
  ];
}

interface Row {
  score: number;
  lcpMs: number;
  totalBytes: number;
  scriptBytes: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is run again. */
async function audit(url: string, formFactor: 'mobile' | 'desktop'): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, formFactor);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.error(`${url} (${formFactor}): no trace recorded, running it again`);
    }
  }
}

async function auditOnce(url: string, formFactor: 'mobile' | 'desktop'): Promise<Row> {
  // A fresh browser per run: nothing cached, as for a first visit.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (values['report-dir']) saveReport(values['report-dir'], url, formFactor, lhr);
    const requests = (lhr.audits['network-requests']?.details as
      { items: { resourceType?: string; transferSize?: number }[] } | undefined) ?? { items: [] };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
      scriptBytes: requests.items
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

function saveReport(dir: string, url: string, formFactor: string, lhr: object) {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(dir, `${name}.${formFactor}.${Date.now()}.json`), JSON.stringify(lhr));
}

const median = (rows: Row[]) => [...rows].sort((a, b) => a.score - b.score)[rows.length >> 1]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'packmeet-lighthouse-'));
let server: ChildProcess | undefined;
try {
  if (!values['data-dir']) run('npm', ['run', '--silent', 'seed:demo'], { DATA_DIR: dataDir });
  server = await startServer(dataDir);
  const pages = await pickPages();
  const formFactors = values.only
    ? [values.only as 'mobile' | 'desktop']
    : (['mobile', 'desktop'] as const);
  const lines = [
    '| page | form factor | performance | LCP | total bytes | JS transferred | goal |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const results: Row[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(base + page.path, formFactor));
      const row = median(results);
      const met = formFactor === 'mobile' ? row.score >= 90 && row.lcpMs <= 2500 : row.score >= 95;
      const line = `| ${page.name} \`${page.path}\` | ${formFactor} | ${row.score} | ${(row.lcpMs / 1000).toFixed(1)} s | ${kib(row.totalBytes)} | ${kib(row.scriptBytes)} | ${met ? 'met' : '**missed**'} |`;
      console.error(line);
      lines.push(line);
    }
  }
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    [
      '',
      `${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} at the end, ${chromium}, ` +
        `Lighthouse ${lighthouseVersion()}, median of ${runs} run(s) per row`,
      '',
      ...lines,
    ].join('\n'),
  );
} finally {
  server?.kill();
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}

function lighthouseVersion(): string {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/lighthouse/cli/index.js'), '--version'],
    {
      encoding: 'utf8',
    },
  );
  return result.stdout.trim();
}
