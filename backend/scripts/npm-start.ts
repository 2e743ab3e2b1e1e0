import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The process `npm start` runs once the frontend is built: its environment and node's arguments. */
export interface NpmStart {
  /** The `NAME=value` assignments before `node` (MALLOC_ARENA_MAX, docs/operations.md). */
  env: Record<string, string>;
  /** node's arguments, the entry point last. */
  args: string[];
}

const packageJson = join(import.meta.dirname, '..', '..', 'package.json');

/**
 * `npm start` as package.json spells it: "npm run build:frontend ... &&
 * NAME=value node --import ... backend/src/main.ts", the part after the
 * build. The tests and the benches start the server from this, so they run
 * the process people run, environment included.
 */
export function npmStart(): NpmStart {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    scripts: { start: string };
  };
  const words = scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split('=') as [string, string];
    env[name] = value;
  }
  const [program, ...args] = words;
  if (program !== 'node') throw new Error(`npm start no longer runs node: ${scripts.start}`);
  return { env, args };
}
