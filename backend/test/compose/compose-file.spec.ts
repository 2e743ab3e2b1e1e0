import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { describe, expect, it } from 'vitest';

/*
 * Compose mode's files, checked as the operator's checklist says
 * (docs/operations.md): no Docker engine is needed to read them.
 */

const root = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  ports?: string[];
  expose?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  networks?: { default?: { aliases?: string[] } };
  entrypoint?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
}

// Compose files share settings with YAML merge keys (`<<: *anchor`).
const yaml = (path: string) => load(read(path), { schema: CORE_SCHEMA.withTags(mergeTag) });
const compose = yaml('docker-compose.yml') as ComposeFile;
const dev = yaml('docker-compose.dev.yml') as ComposeFile;
const services = compose.services;
const ENGINES = ['eventstore', 'mongo', 'seaweedfs', 'mailpit'];

describe('docker-compose.yml', () => {
  it('pins every image to an exact version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.image) continue;
      // SeaweedFS numbers its releases major.minor (3.80); the others major.minor.patch.
      expect(service.image, name).toMatch(/:v?\d+\.\d+(\.\d+)?(-[\w.-]+)?$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
  });

  it('publishes the engines on this machine only, and no fixed API port (so --scale api works)', () => {
    for (const name of ENGINES) {
      for (const port of services[name]!.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    expect(services.api!.ports).toBeUndefined();
    expect(services.projections!.ports).toBeUndefined();
    expect(services.lb!.ports).toEqual(['${PORT:-3000}:8080']);
  });

  it('keeps every secret out of the repository: each comes from the environment, required', () => {
    const text = read('docker-compose.yml');
    for (const secret of [
      'JWT_SECRET',
      'MONGO_PASSWORD',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]) {
      expect(text, secret).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
      expect(text, secret).not.toMatch(new RegExp(`\\$\\{${secret}:-`));
    }
    expect(text).not.toContain('packmeet-local-secret');
  });

  it('runs MongoDB with a user and password, and the apps connect with them', () => {
    expect(services.mongo!.environment).toMatchObject({
      MONGO_INITDB_ROOT_USERNAME: '${MONGO_USER:-packmeet}',
      MONGO_INITDB_ROOT_PASSWORD: '${MONGO_PASSWORD:?set MONGO_PASSWORD}',
    });
    expect(services.api!.environment!.MONGO_URL).toMatch(
      /^mongodb:\/\/\$\{MONGO_USER:-packmeet\}:\$\{MONGO_PASSWORD:\?[^}]*\}@mongo:27017\//,
    );
    expect(services.mongo!.entrypoint!.join(' ')).toContain('--keyFile');
  });

  it('runs EventStoreDB with TLS and without AtomPub; insecure only in the development override', () => {
    const eventstore = services.eventstore!.environment!;
    expect(eventstore.EVENTSTORE_INSECURE).toBeUndefined();
    expect(eventstore.EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP).toBe('false');
    expect(services.api!.environment!.EVENTSTORE_URL).toContain('tls=true');
    expect(dev.services.eventstore!.environment!.EVENTSTORE_INSECURE).toBe('true');
    expect(read('docker-compose.dev.yml')).toMatch(/^# Development override/);
  });

  it('passes TRUST_PROXY, PUBLIC_URL and METRICS_TOKEN to every API process', () => {
    for (const name of ['api', 'api-2']) {
      expect(services[name]!.environment, name).toMatchObject({
        TRUST_PROXY: 'true',
        PUBLIC_URL: '${PUBLIC_URL:-http://localhost:3000}',
        METRICS_TOKEN: '${METRICS_TOKEN:-}',
        RUN_PROJECTIONS: 'false',
      });
    }
  });

  it('has a two-replica profile behind the load balancer', () => {
    expect(services['api-2']!.profiles).toEqual(['two-apis']);
    for (const name of ['api', 'api-2']) {
      expect(services[name]!.networks!.default!.aliases, name).toContain('api-pool');
    }
    const caddyfile = read('backend/docker/Caddyfile');
    expect(caddyfile).toMatch(/dynamic a api-pool 3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
  });
});

describe('the image', () => {
  const dockerfile = read('backend/Dockerfile');
  const dockerignore = read('.dockerignore').split('\n');

  it('leaves data, secrets, git history and host node_modules out of the build context', () => {
    for (const entry of [
      '.git',
      '**/node_modules',
      'data',
      '**/data',
      '.env',
      'certs',
      '**/jwt-secret',
    ]) {
      expect(dockerignore, entry).toContain(entry);
    }
  });

  it('builds on a pinned, supported Node LTS and ships production dependencies only', () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]!);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) {
      const major = Number(/^node:(\d+)\.\d+\.\d+-/.exec(base)?.[1]);
      // Even majors are the LTS lines; 20 left support in April 2026.
      expect(major % 2, base).toBe(0);
      expect(major, base).toBeGreaterThanOrEqual(22);
    }
    expect(dockerfile).toContain('npm ci --omit=dev');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).not.toMatch(/^COPY (--from=build )?(\/app|\.) /m);
  });
});
