/** `node --import ./backend/scripts/register-typescript.mjs backend/src/main.ts` runs the backend from source. */
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
process.setSourceMapsEnabled(true);
