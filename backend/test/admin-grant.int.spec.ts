import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { registerTypeScript } from '../scripts/register-typescript.path.js';
import { registerUser } from './support/accounts.js';
import { HttpClient } from './support/http-client.js';
import { startServer, type ServerProcess } from './support/server-process.js';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/** Runs `npm run admin:grant -- <args>` the way npm does, against `dataDir`. */
function adminGrant(dataDir: string, ...args: string[]) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      registerTypeScript,
      join(repositoryRoot, 'backend/scripts/admin-grant.ts'),
      ...args,
    ],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** AdminGranted events in the server's SQLite file, read by a second connection. */
async function adminGrantsInFile(dataDir: string) {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const grants = [];
    for await (const event of store.readAll())
      if (event.type === 'AdminGranted') grants.push(event);
    return grants;
  } finally {
    await store.close();
  }
}

describe('npm run admin:grant against a running server', () => {
  let server: ServerProcess;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer();
    http = new HttpClient(server.url);
  });
  afterAll(() => server?.stop());

  it('makes an existing account an administrator while the server runs, once', async () => {
    const owner = await registerUser(http, { email: `Admin.${Date.now()}@Example.com` });
    expect((await http.get('/api/profile', owner.token)).body.isAdmin).toBe(false);
    // The guards now remember this user as a non-administrator...
    expect((await http.get('/api/admin/projections', owner.token)).status).toBe(403);

    // The email as typed at sign-up, mixed case and all: it is normalized like sign-up does.
    const granted = await adminGrant(server.dataDir, owner.email);
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    const profile = await http.get('/api/profile', owner.token);
    expect(granted.stdout).toContain(
      `${owner.email} (user ${profile.body.id}) is now an administrator.`,
    );

    // The server's subscription picks the other process's append up.
    await expect
      .poll(async () => (await http.get('/api/profile', owner.token)).body.isAdmin, {
        timeout: 5_000,
      })
      .toBe(true);
    // ...and forget that once the grant reaches the users read model: same token, no restart.
    expect((await http.get('/api/admin/projections', owner.token)).status).toBe(200);

    const again = await adminGrant(server.dataDir, owner.email.toLowerCase());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already an administrator. Nothing changed.');

    const grants = await adminGrantsInFile(server.dataDir);
    const mine = grants.filter(
      (event) => (event.data as { userId: string }).userId === profile.body.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toEqual({ userId: profile.body.id, grantedBy: 'cli' });
    expect(mine[0]!.metadata.userId).toBeNull();
  });

  it('refuses an unknown email with exit code 1 and appends nothing', async () => {
    const before = (await adminGrantsInFile(server.dataDir)).length;
    const result = await adminGrant(server.dataDir, 'nobody-here@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('No account with email nobody-here@example.com');
    expect(result.stdout).toBe('');
    expect(await adminGrantsInFile(server.dataDir)).toHaveLength(before);
  });

  it('explains its usage when the email is missing', async () => {
    const result = await adminGrant(server.dataDir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Give exactly one email address.');
    expect(result.stderr).toContain('Usage: npm run admin:grant -- <email>');
  });

  it('leaves other accounts alone', async () => {
    const first = await registerUser(http);
    const second = await registerUser(http);
    expect((await adminGrant(server.dataDir, first.email)).code).toBe(0);
    await expect
      .poll(async () => (await http.get('/api/profile', first.token)).body.isAdmin)
      .toBe(true);
    expect((await http.get('/api/profile', second.token)).body.isAdmin).toBe(false);
  });
});
