import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { HttpClient } from '../support/http-client.js';
import { png } from '../support/images.js';
import { putFile, requestUpload } from '../support/objects.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

/*
 * Two API processes on one DATA_DIR, as compose's two-replica profile runs
 * them: both sweep the one object storage at boot and every minute, and an
 * abandoned upload is removed by one of them.
 */
describe('upload sweeps with two API processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-balanced-sweep-'));
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  afterAll(async () => {
    await proxy?.close();
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startBoth = async () => {
    // Started together, so that their first sweeps meet the same listing.
    servers = await Promise.all([startServer({ dataDir }), startServer({ dataDir })]);
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    return new HttpClient(proxy.url);
  };
  const stopBoth = async () => {
    await proxy?.close();
    for (const server of servers) await server.stop();
    servers = [];
  };

  it('removes an abandoned upload once, leaving one receipt', { timeout: 60_000 }, async () => {
    const http = await startBoth();
    const { token } = await registerUser(http);
    const { uploadURL, key } = await requestUpload(http, token);
    const file = await png();
    expect((await putFile(http, uploadURL, file)).status).toBe(200);
    await stopBoth();

    // Left unfinalized for half an hour while both processes were down.
    const raw = join(dataDir, 'objects', key);
    const halfAnHourAgo = new Date(Date.now() - 30 * 60_000);
    utimesSync(raw, halfAnHourAgo, halfAnHourAgo);
    const uploadId = key.split('/').at(-1)!;

    await startBoth();
    await vi.waitFor(() => expect(existsSync(raw)).toBe(false), { timeout: 20_000 });
    expect(readdirSync(join(raw, '..'))).toContain(`${uploadId}.${file.length}.receipt`);

    // Whichever process came second found it claimed, or gone from the listing.
    const log = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    try {
      const claims = log
        .prepare(`SELECT data FROM events WHERE type = 'UploadExpiryClaimed' AND data LIKE ?`)
        .all(`%"${uploadId}"%`);
      expect(claims).toHaveLength(1);
    } finally {
      log.close();
    }
    const removals = servers
      .map((server) => server.output())
      .join('\n')
      .split('\n')
      .filter((line) => line.includes('removed unfinalized uploads'));
    expect(removals).toHaveLength(1);
    expect(servers.map((server) => server.output()).join('\n')).not.toContain(
      'upload sweep failed',
    );
  });
});
