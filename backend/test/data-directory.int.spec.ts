import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './support/accounts.js';
import { png } from './support/images.js';
import { requestUpload, putFile, uploadFile } from './support/objects.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Every directory and file under `root`, with its permission bits. */
function modesUnder(root: string): { path: string; directory: boolean; mode: number }[] {
  const found = [{ path: root, directory: true, mode: statSync(root).mode & 0o777 }];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    found.push({ path, directory: entry.isDirectory(), mode: statSync(path).mode & 0o777 });
  }
  return found;
}

describe('the data directory', () => {
  let parent: string;
  let dataDir: string;
  let app: TestApp;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'packmeet-data-'));
    // Not there yet: the server creates it, as on a first `npm start`.
    dataDir = join(parent, 'data');
    app = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('is for the server’s user only: directories 700, files 600 (events, WAL, secret, photos)', async () => {
    const owner = await registerUser(app.http);
    const finalized = await uploadFile(app.http, owner.token, await png());
    expect(finalized.status, finalized.text).toBe(200);
    // A raw upload not finalized yet lies in the data directory too.
    const pending = await requestUpload(app.http, owner.token);
    expect((await putFile(app.http, pending.uploadURL, await png())).status).toBe(200);

    const entries = modesUnder(dataDir);
    for (const name of ['events.sqlite', 'events.sqlite-wal', 'events.sqlite-shm', 'jwt-secret'])
      expect(existsSync(join(dataDir, name)), name).toBe(true);
    expect(entries.filter((entry) => !entry.directory).length).toBeGreaterThanOrEqual(8);
    for (const { path, directory, mode } of entries)
      expect(mode.toString(8), path).toBe(directory ? '700' : '600');
  });
});
