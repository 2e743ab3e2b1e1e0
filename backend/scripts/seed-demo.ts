/**
 * `npm run seed:demo [-- --scale N] [--seed S]`: fills an empty data directory
 * with the demo community (about 2,000 owners, 3,000 dogs, 300 groups in 46
 * cities of 20 states, 3,000+ meetups with RSVPs, posts) through the command
 * side, with a progress bar and its ETA. Every demo account signs in with the
 * password `packmeet-demo`.
 */
import { SingleBar, Presets } from 'cli-progress';
import { passwordHasher } from '../src/auth/password-hasher.js';
import { loadConfigOrExit } from '../src/config/config.js';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { openEventStore } from '../src/infrastructure/engines.js';
import { cliArguments, positiveNumber } from './cli-arguments.js';

export const DEMO_PASSWORD = 'packmeet-demo';

const USAGE = `Usage: npm run seed:demo [-- --scale <n>] [--seed <n>]

  --scale <n>   size of the community; 1 (the default) is about 2,000 owners,
                300 groups and 3,000 meetups
  --seed <n>    the random seed (default 2026): the same seed, the same community
  --help        this text

Fills an empty data directory (DATA_DIR, default ./data); run it before npm start.`;

const { values } = cliArguments(USAGE, {
  scale: { type: 'string' },
  seed: { type: 'string' },
});
const scale = positiveNumber(USAGE, 'scale', values.scale, 1);
const seed = positiveNumber(USAGE, 'seed', values.seed, 2026);

const config = loadConfigOrExit();
const store = await openEventStore(config);
if ((await store.headPosition()) > 0n) {
  console.error(
    `The event store in ${config.dataDir} already has events: seed:demo only fills an empty one.\n` +
      'Use a fresh data directory, e.g. DATA_DIR=./data-demo npm run seed:demo',
  );
  await store.close();
  process.exit(1);
}

// A bar on a terminal; logs and pipes get a line per tenth instead.
const bar = process.stdout.isTTY
  ? new SingleBar(
      {
        format:
          '{bar} {percentage}% | {value}/{total} commands | {duration_formatted} elapsed, ETA {eta_formatted}',
        etaBuffer: 2_000,
        hideCursor: true,
      },
      Presets.shades_classic,
    )
  : null;
let lastTenth = -1;
const progress = (done: number, total: number) => {
  if (bar) {
    if (done === 0) bar.start(total, 0);
    else bar.update(done);
    if (done === total) bar.stop();
    return;
  }
  const tenth = Math.floor((done / total) * 10);
  if (tenth !== lastTenth)
    console.log(`  ${tenth * 10}% (${done.toLocaleString('en-US')} commands)`);
  lastTenth = tenth;
};

const started = Date.now();
const summary = await seedDemoCommunity(
  store,
  Gazetteer.load(),
  await passwordHasher.hash(DEMO_PASSWORD),
  { scale, seed, now: new Date(), log: (message) => console.log(message), progress },
);
await store.close();
console.log(`Demo community ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
console.log(
  `Sign in as ${summary.sampleAccounts.join(', ')} (or any demo owner) with the password ${DEMO_PASSWORD}`,
);
console.log(
  `The moderation queue holds ${summary.openReports} open reports: give an account administrator rights with npm run admin:grant -- <email> to see them on /admin.`,
);
