import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { registerTypeScript } from '../scripts/register-typescript.path.js';
import { aRegistration } from './support/accounts.js';
import { startTestApp } from './support/test-app.js';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const PUBLIC_URL = 'https://packmeet.example.org';

/** Runs `npm run account -- <args>` the way npm does, against `dataDir`. */
function account(dataDir: string, ...args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', registerTypeScript, join(repositoryRoot, 'backend/scripts/account.ts'), ...args],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL },
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

/** Every file under `dir`, bytes and all (the SQLite file, its WAL and journal included). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function eventsOfType(dataDir: string, type: string) {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const found = [];
    for await (const event of store.readAll()) if (event.type === type) found.push(event);
    return found;
  } finally {
    await store.close();
  }
}

describe('npm run account -- reset-link (email off: an operator hands the link over)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-reset-link-'));
  const registration = aRegistration();

  beforeAll(async () => {
    // A real server in the default mode (email off) makes the account, then stops.
    const app = await startTestApp({ dataDir });
    const signUp = await app.http.post('/api/auth/register', registration);
    expect(signUp.status, signUp.text).toBe(201);
    await app.stop();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a single-use link that resets the password; the log says an operator asked, never the token', async () => {
    // The email as a person might type it: normalized as sign-up does.
    const printed = await account(dataDir, 'reset-link', registration.email.toUpperCase());
    expect(printed.stderr).toBe('');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('It works once, for 30 minutes');
    const link = new URL(/(https:\S+\/reset-password\?token=\S+)/.exec(printed.stdout)![1]!);
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token')!;

    const requested = await eventsOfType(dataDir, 'PasswordResetRequested');
    expect(requested).toHaveLength(1);
    expect(requested[0]!.data).toMatchObject({ requestedBy: 'operator' });
    for (const file of filesUnder(dataDir))
      expect(readFileSync(file).includes(token), `${file} holds the token`).toBe(false);

    const app = await startTestApp({ dataDir });
    try {
      const reset = await app.http.post('/api/auth/password-reset/confirm', {
        token,
        password: 'a brand new password',
      });
      expect(reset.status, reset.text).toBe(200);
      const signIn = await app.http.post('/api/auth/login', {
        email: registration.email,
        password: 'a brand new password',
      });
      expect(signIn.status, signIn.text).toBe(200);
      const old = await app.http.post('/api/auth/login', {
        email: registration.email,
        password: registration.password,
      });
      expect(old.status).toBe(401);

      const again = await app.http.post('/api/auth/password-reset/confirm', {
        token,
        password: 'yet another password',
      });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('ACCOUNTS.RESET_LINK_INVALID');
    } finally {
      await app.stop();
    }
  });

  it('says clearly that no account uses an unknown email, records nothing and exits 1', async () => {
    const before = (await eventsOfType(dataDir, 'PasswordResetRequested')).length;
    const result = await account(dataDir, 'reset-link', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account uses nobody@example.com.');
    expect(result.stdout).toBe('');
    expect(await eventsOfType(dataDir, 'PasswordResetRequested')).toHaveLength(before);
  });

  it.each([
    [['reset-link'], 'Give exactly one email address.'],
    [['reset-link', 'a@b.c', 'd@e.f'], 'Give exactly one email address.'],
    [['reset-lnk', 'a@b.c'], 'Unknown action "reset-lnk".'],
    [['reset-link', '--emial', 'a@b.c'], "Unknown option '--emial'"],
  ])('%j is a usage error (exit 2)', async (args, problem) => {
    const result = await account(dataDir, ...args);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain('Usage: npm run account -- reset-link <email>');
    expect(result.stdout).toBe('');
  });

  it('prints its usage with --help', async () => {
    const result = await account(dataDir, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run account -- reset-link <email>');
    expect(result.stdout).toContain('It works once, for 30 minutes');
  });
});
