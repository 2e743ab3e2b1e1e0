import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-config-'));
const publicUrl = (value?: string, port = '3000') =>
  loadConfig({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: value }).publicUrl;

describe('PUBLIC_URL', () => {
  it('defaults to the local address and keeps only the origin', () => {
    expect(publicUrl(undefined, '4000')).toBe('http://localhost:4000');
    expect(publicUrl('https://packmeet.example/')).toBe('https://packmeet.example');
    expect(publicUrl('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
  });

  it('refuses what is not an http(s) origin, naming the variable', () => {
    for (const value of [
      'packmeet.example',
      'ftp://packmeet.example',
      'https://packmeet.example/app',
      'https://packmeet.example/?a=1',
    ]) {
      expect(() => publicUrl(value), value).toThrow(ConfigError);
      expect(() => publicUrl(value), value).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('HEAP_GROWTH_PERCENT', () => {
  const growth = (value?: string) =>
    loadConfig({ DATA_DIR: dataDir, HEAP_GROWTH_PERCENT: value }).heapGrowthPercent;

  it('bounds heap growth by default and lets 0 keep V8 its own factor', () => {
    expect(growth()).toBe(30);
    expect(growth('0')).toBe(0);
    expect(growth('100')).toBe(100);
  });

  it('refuses what is not a percentage up to 300, naming the variable', () => {
    for (const value of ['-1', '301', '12.5', 'lots']) {
      expect(() => growth(value), value).toThrow(/HEAP_GROWTH_PERCENT/);
    }
  });
});
