import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptCli } from './support/projections-cli.js';

/*
 * docs/use-cases.md follows one RSVP and one join request through every
 * server file that runs for them. The script measures those files on the real
 * app (V8 coverage); this keeps the document from drifting from the code.
 */
const SCRIPT = 'backend/scripts/use-case-paths.ts';
const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/use-cases.md'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'use-case-paths-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('docs/use-cases.md against the files that run', () => {
  it('names every server file one RSVP and one join request run, and only paths that exist', async () => {
    const run = await scriptCli(SCRIPT, []);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^one RSVP: \d+ server files run, 0 not named$/m);
    expect(run.stdout).toMatch(/^the join request: \d+ server files run, 0 not named$/m);
    expect(run.stdout).toMatch(/^its approval: \d+ server files run, 0 not named$/m);
  });

  it('fails, naming the file, when the document leaves out one that runs', async () => {
    const handler = 'backend/src/meetups/commands/set-rsvp/set-rsvp.handler.ts';
    expect(doc).toContain(`\`${handler}\``);
    const withoutIt = join(scratch, 'use-cases.md');
    writeFileSync(withoutIt, doc.replaceAll(`\`${handler}\``, 'the handler'));

    const run = await scriptCli(SCRIPT, ['--doc', withoutIt]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`not in ${withoutIt}: ${handler}`);
  });
});
