/**
 * Renders the first screens the server sends before the app runs (src/first-screen) into
 * dist/.vite/first-screen.json (beside Vite's manifest: the server reads it, no browser asks
 * for it), with the app's own components through Vite's SSR loader.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

export async function prerender(frontend, distDirectory) {
  const vite = await createServer({
    configFile: join(frontend, 'vite.config.ts'),
    root: frontend,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { firstScreens } = await vite.ssrLoadModule('/src/first-screen/first-screens.tsx');
    writeFileSync(
      join(distDirectory, '.vite', 'first-screen.json'),
      JSON.stringify(firstScreens()),
    );
  } finally {
    await vite.close();
  }
}
