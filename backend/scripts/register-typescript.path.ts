import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The `--import` argument that lets a child Node process run the backend's TypeScript, as `npm start` does. */
export const registerTypeScript = pathToFileURL(
  join(import.meta.dirname, 'register-typescript.mjs'),
).href;
