import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { HttpClient } from '../../../backend/test/support/http-client.js';
import { startServer, type ServerProcess } from '../../../backend/test/support/server-process.js';
import { signInWithToken, type TestUser } from './accounts.js';
import { launchBrowser } from './browser.js';

/**
 * One real server (as `npm start` runs it) and one Chromium for a describe block: started
 * before its tests, stopped after them, every browser context a test opened closed first.
 * Read `server` and `http` inside tests and hooks: they exist once `beforeAll` has run.
 */
export function serverAndBrowser(options: Parameters<typeof startServer>[0] = {}) {
  let server: ServerProcess | undefined;
  let http: HttpClient | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(options);
    http = new HttpClient(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  return {
    get server(): ServerProcess {
      return server!;
    },
    get http(): HttpClient {
      return http!;
    },
    /** A page in a browser context of its own (a desktop screen unless told), signed in as `user`. */
    async signedInPage(user: TestUser, contextOptions: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser!.newContext({
        viewport: { width: 1280, height: 900 },
        ...contextOptions,
      });
      contexts.push(context);
      const page = await context.newPage();
      await signInWithToken(page, server!.url, user.token);
      return page;
    },
  };
}
