import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerTypeScript } from '../scripts/register-typescript.path.js';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-cli-'));

/** Runs one of backend/scripts as its npm script does, against a fresh data directory. */
function run(script: string, ...args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', registerTypeScript, join(repositoryRoot, 'backend/scripts', script), ...args],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, PACKMEET_URL: 'http://127.0.0.1:9' },
      stdio: 'pipe',
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('the operators’ scripts read their arguments strictly (util.parseArgs)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['seed-demo.ts', ['--scal', '5'], "Unknown option '--scal'", 'Usage: npm run seed:demo'],
    ['seed-demo.ts', ['--scale=five'], '--scale needs a positive number, not "five"', 'Usage'],
    ['seed-demo.ts', ['--scale=0'], '--scale needs a positive number, not "0"', 'Usage'],
    ['seed-demo.ts', ['--scale'], "Option '--scale <value>' argument missing", 'Usage'],
    ['seed-demo.ts', ['5'], "Unexpected argument '5'", 'Usage: npm run seed:demo'],
    ['projections.ts', ['replay', '--al'], "Unknown option '--al'", 'Usage: npm run projections'],
    ['projections.ts', ['status', '--all'], '--all goes with replay only', 'Usage'],
    ['admin-grant.ts', ['--emial', 'a@b.c'], "Unknown option '--emial'", 'admin:grant -- <email>'],
    ['admin-grant.ts', ['a@b.c', 'd@e.f'], 'Give exactly one email address.', 'Usage'],
  ])('%s %j is a usage error (exit 2)', async (script, args, problem, usage) => {
    const result = await run(script, ...args);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain(usage);
    expect(result.stdout).toBe('');
  });

  it('--help prints the usage and exits 0', async () => {
    for (const script of ['seed-demo.ts', 'projections.ts', 'admin-grant.ts']) {
      const result = await run(script, '--help');
      expect(result.code, script).toBe(0);
      expect(result.stdout, script).toMatch(/^Usage: npm run /);
    }
  });

  it('seed:demo takes --scale=N and --seed=N, and reports its progress to a log', async () => {
    const result = await run('seed-demo.ts', '--scale=0.01', '--seed=3');
    expect(result.code, result.stderr).toBe(0);
    // Not a terminal: a line per tenth instead of the bar.
    expect(result.stdout).toMatch(/^ {2}0% \(0 commands\)$/m);
    expect(result.stdout).toMatch(/^ {2}100% \([\d,]+ commands\)$/m);
    expect(result.stdout).toMatch(/Demo community ready in [\d.]+ s/);
    expect(result.stdout).toMatch(/owners: 20,/);
  }, 60_000);
});
