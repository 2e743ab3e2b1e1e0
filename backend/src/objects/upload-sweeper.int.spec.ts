import { existsSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { png } from '../../test/support/images.js';
import { putFile, requestUpload, userIdOf } from '../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('the API process sweeps unfinalized uploads', () => {
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
    // Restarted on a directory it was given, the app leaves that directory in place.
    if (app) rmSync(app.dataDir, { recursive: true, force: true });
  });

  it('as it starts: what was left before a restart is removed, its receipt kept', async () => {
    app = await startTestApp();
    const { token } = await registerUser(app.http);
    const userId = await userIdOf(app.http, token);
    const { uploadURL } = await requestUpload(app.http, token);
    const file = await png();
    expect((await putFile(app.http, uploadURL, file)).status).toBe(200);
    await app.stop();

    // Left unfinalized for half an hour while the server was down.
    const folder = join(app.dataDir, 'objects', 'uploads', userId);
    const [raw] = readdirSync(folder).filter((name) => !name.endsWith('.meta.json'));
    const halfAnHourAgo = new Date(Date.now() - 30 * 60_000);
    utimesSync(join(folder, raw!), halfAnHourAgo, halfAnHourAgo);

    app = await startTestApp({ dataDir: app.dataDir });
    await vi.waitFor(() => expect(existsSync(join(folder, raw!))).toBe(false));
    expect(readdirSync(folder)).toContain(`${raw}.${file.length}.receipt`);
  });
});
