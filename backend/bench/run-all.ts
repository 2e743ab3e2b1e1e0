import { appendBench } from './append.bench.js';
import { bootBench } from './boot.bench.js';
import { cityBench } from './city.bench.js';
import { groupListBench } from './group-list.bench.js';
import { hotBench } from './hot.bench.js';
import { httpBench } from './http.bench.js';
import { liveBench } from './live.bench.js';
import { lifeBench } from './life.bench.js';
import { readsBench } from './reads.bench.js';
import { rebuildBench } from './rebuild.bench.js';
import { remindersBench } from './reminders.bench.js';
import { searchBench } from './search.bench.js';
import { replayLatencyBench } from './replay-latency.bench.js';
import { soakBench } from './soak.bench.js';
import { playmatesBench } from './playmates.bench.js';
import { printRows, type Row } from './support.js';

/**
 * `npm run bench`: every figure is a ratio against a baseline measured in the
 * same run on the same machine, so the numbers mean something anywhere.
 * `npm run bench -- append rebuild` runs a subset.
 */
const suites: Record<string, { title: string; run: () => Promise<Row | Row[]> }> = {
  append: { title: '(a) Event store append', run: appendBench },
  rebuild: { title: '(b) Projection rebuild', run: () => rebuildBench() },
  http: { title: '(c) HTTP middleware stack', run: httpBench },
  groups: { title: 'Group list (groups issue)', run: groupListBench },
  live: { title: 'Live attendance (meetups issue)', run: liveBench },
  hot: { title: 'A popular meetup (hot-meetup issue)', run: hotBench },
  city: { title: 'City hubs for anonymous visitors (hardening issue, defect 1)', run: cityBench },
  search: {
    title: 'One search for meetups and groups (find-the-right-meetup issue)',
    run: searchBench,
  },
  replay: {
    title: 'HTTP latency during a projection replay (replay issue)',
    run: () => replayLatencyBench(),
  },
  reads: { title: 'Reads of one meetup (issue 33)', run: readsBench },
  soak: { title: 'Soak: five minutes of mixed traffic (hardening issue)', run: soakBench },
  boot: {
    title: 'Boot of the embedded server from read-model snapshots (issue 33)',
    run: bootBench,
  },
  reminders: {
    title: 'Reminders due in one minute (notifications issue)',
    run: remindersBench,
  },
  life: {
    title: 'Meetup life: a discussion post, 50 photos at once, an album of 200 (issue 34)',
    run: lifeBench,
  },
  playmates: {
    title: "Dashboard suggestions from the dogs' playmates (issue 35)",
    run: playmatesBench,
  },
};

const selected = process.argv.slice(2).filter((name) => name in suites);
const names = selected.length > 0 ? selected : Object.keys(suites);
let missed = 0;
for (const name of names) {
  const suite = suites[name]!;
  const result = await suite.run();
  const rows = Array.isArray(result) ? result : [result];
  printRows(suite.title, rows);
  missed += rows.filter((row) => !row.pass).length;
}
console.log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) missed.`);
process.exit(0);
