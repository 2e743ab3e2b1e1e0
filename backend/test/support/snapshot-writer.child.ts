/**
 * A child process for the kill -9 test: writes a large snapshot to argv[2]
 * (sealed with the hex key argv[3]),
 * slowly, printing `writing` once a good part of the body is on disk, so the
 * parent can kill it in the middle of the write.
 */
import { writeSnapshotFile } from '@packmeet/projections/snapshots/snapshot-file';

const path = process.argv[2]!;
const padding = 'x'.repeat(1_000);

async function* frames() {
  for (let frame = 0; frame < 10_000; frame++) {
    yield {
      collection: 'big',
      documents: Array.from({ length: 500 }, (_, index) => ({
        _id: `${frame}-${index}`,
        padding,
      })),
    };
    if (frame === 20) process.stdout.write('writing\n');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

await writeSnapshotFile(
  path,
  { projection: 'big', version: 1, checkpoint: '2' },
  frames(),
  Buffer.from(process.argv[3]!, 'hex'),
);
process.stdout.write('finished\n');
