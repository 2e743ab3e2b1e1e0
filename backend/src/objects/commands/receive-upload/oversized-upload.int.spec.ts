import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { HttpClient } from '../../../../test/support/http-client.js';
import { putFile, putStreamed, requestUpload } from '../../../../test/support/objects.js';
import { startServer, type ServerProcess } from '../../../../test/support/server-process.js';

const ONE_OVER = 5_242_881;
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const refusal = {
  statusCode: 413,
  error: 'Payload Too Large',
  message: 'File size must be less than 5MB',
  code: 'OBJECTS.FILE_TOO_LARGE',
};

/*
 * Against the server as `npm start` runs it, in its own process: in the test's
 * own process the client's writes and the server's answer take turns on one
 * event loop, which hides a connection reset on early answers.
 */
describe('PUT {uploadURL} of one byte over 5 MB, as a separate client sees it', () => {
  let server: ServerProcess;
  let http: HttpClient;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    http = new HttpClient(server.url);
    token = (await registerUser(http)).token;
  });
  afterAll(() => server?.stop());

  const storedUploads = () =>
    readdirSync(join(server.dataDir, 'objects'), { recursive: true }).filter((path) =>
      String(path).startsWith('uploads'),
    );

  // Repeated: a reset depends on timing, and one attempt may slip through.
  it("answers Node's fetch 413 with the spec's message, every time", async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const { uploadURL } = await requestUpload(http, token);
      const body = Buffer.concat([JPEG_START, Buffer.alloc(ONE_OVER - JPEG_START.length, 1)]);
      const response = await putFile(http, uploadURL, body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(refusal);
    }
    expect(storedUploads()).toEqual([]);
  });

  it('answers a streaming http.request 413 with the message, with no EPIPE or ECONNRESET', async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const { uploadURL } = await requestUpload(http, token);
      const answer = await putStreamed(new URL(uploadURL, server.url), ONE_OVER, {
        firstBytes: JPEG_START,
      });
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body ?? '')).toEqual(refusal);
    }
    expect(storedUploads()).toEqual([]);
  });

  it('answers the same to a chunked body, which declares no length', async () => {
    const { uploadURL } = await requestUpload(http, token);
    const answer = await putStreamed(new URL(uploadURL, server.url), ONE_OVER, {
      chunked: true,
      firstBytes: JPEG_START,
    });
    expect(answer).toEqual({ status: 413, body: JSON.stringify(refusal) });
    expect(storedUploads()).toEqual([]);
  });

  it('keeps taking files on the same server afterwards', async () => {
    const { uploadURL } = await requestUpload(http, token);
    const response = await putFile(http, uploadURL, Buffer.concat([JPEG_START, Buffer.alloc(10)]));
    expect(response.status).toBe(200);
  });
});
