import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmStart } from '../scripts/npm-start.js';

describe('npmStart', () => {
  it("reads package.json's start command: its environment, and node's arguments ending in the entry point", () => {
    const { env, args } = npmStart();
    expect(env).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(args.slice(0, 2)).toEqual(['--import', './backend/scripts/register-typescript.mjs']);
    expect(args.at(-1)).toBe('backend/src/main.ts');
    expect(existsSync(join(import.meta.dirname, '..', '..', args.at(-1)!))).toBe(true);
  });
});
