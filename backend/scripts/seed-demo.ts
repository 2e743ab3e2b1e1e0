/**
 * `npm run seed:demo [-- --scale N] [--seed S]`: fills an empty data directory
 * with the demo community (about 2,000 owners, 3,000 dogs, 300 groups in 46
 * cities of 20 states, 3,000+ meetups with RSVPs, posts) through the command
 * side. Every demo account signs in with the password `packmeet-demo`.
 */
import { passwordHasher } from '../src/auth/password-hasher.js';
import { loadConfigOrExit } from '../src/config/config.js';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { openEventStore } from '../src/infrastructure/engines.js';

export const DEMO_PASSWORD = 'packmeet-demo';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} needs a positive number`);
    process.exit(1);
  }
  return value;
}

const config = loadConfigOrExit();
const scale = option('scale', 1);
const seed = option('seed', 2026);
const store = await openEventStore(config);
if ((await store.headPosition()) > 0n) {
  console.error(
    `The event store in ${config.dataDir} already has events: seed:demo only fills an empty one.\n` +
      'Use a fresh data directory, e.g. DATA_DIR=./data-demo npm run seed:demo',
  );
  await store.close();
  process.exit(1);
}
const started = Date.now();
const summary = await seedDemoCommunity(
  store,
  Gazetteer.load(),
  await passwordHasher.hash(DEMO_PASSWORD),
  {
    scale,
    seed,
    now: new Date(),
    log: (message) => console.log(message),
  },
);
await store.close();
console.log(`Demo community ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
console.log(
  `Sign in as ${summary.sampleAccounts.join(', ')} (or any demo owner) with the password ${DEMO_PASSWORD}`,
);
