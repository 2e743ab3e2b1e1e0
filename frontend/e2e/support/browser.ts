import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  console.warn(
    `Browser tests skipped: no Chromium at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH; .ci/run installs it.`,
  );
}

const screenshots = join(import.meta.dirname, '..', '..', '..', 'test-output', 'screenshots');

/** Headless Debian Chromium with the flags that work as root on a closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves what a person would see, for reviewers: test-output/screenshots/<name>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}
