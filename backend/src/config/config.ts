import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/*
 * All configuration comes from the environment and is validated once at boot.
 * A bad value stops the process with a message naming the variable.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const repositoryRoot = resolve(import.meta.dirname, '../../..');

const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * The site's address as people reach it ('https://packmeet.example'): og:url,
     * links in pages, calendars and invite links. Never taken from a request's
     * Host header, which anyone can set. Default http://localhost:$PORT.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .refine((value) => {
        const url = URL.parse(value);
        return url !== null && url.pathname === '/' && url.search === '' && url.hash === '';
      }, 'must be an origin only, with no path, query or fragment (https://packmeet.example)')
      .transform((value) => URL.parse(value)?.origin ?? value)
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    EVENT_STORE: z.enum(['sqlite', 'eventstoredb']).default('sqlite'),
    DOCUMENT_STORE: z.enum(['memory', 'mongo']).default('memory'),
    OBJECT_STORAGE: z.enum(['disk', 's3']).default('disk'),
    EVENTSTORE_URL: z.string().min(1).optional(),
    MONGO_URL: z.string().min(1).optional(),
    MONGO_DB: z.string().min(1).default('packmeet'),
    /** Compose mode runs projections in their own worker; the memory store needs them in-process. */
    RUN_PROJECTIONS: booleanFlag.optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRES_IN_SECONDS: positiveInt.default(7 * 24 * 3600),
    AUTH_RATE_LIMIT_IP_PER_MIN: positiveInt.default(30),
    AUTH_RATE_LIMIT_ACCOUNT_FAILURES: positiveInt.default(5),
    AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: positiveInt.default(15 * 60),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    FRONTEND_DIST: z
      .string()
      .min(1)
      .default(join(repositoryRoot, 'frontend', 'dist')),
    GOOGLE_MAPS_API_KEY: z.string().default(''),
    S3_ENDPOINT: z.string().url().optional(),
    /** The endpoint browsers reach for presigned uploads, when it differs from the API's (compose: localhost). */
    S3_PUBLIC_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(3).default('packmeet-uploads'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    /** Adds the fixed routes `npm run bench` measures; never on in production. */
    BENCH_ROUTES: booleanFlag.default(false),
    /** Compose: where API processes reach the projections worker's admin endpoint (replays). */
    PROJECTIONS_WORKER_URL: z.string().url().default('http://projections:3001'),
    /** Compose: the port of the projections worker's admin endpoint. */
    PROJECTIONS_ADMIN_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
    /**
     * How long a replay rests between its 3 ms slices (ms). Resting keeps the
     * rebuild's garbage collection from stalling requests (docs/performance.md):
     * 20 ms holds HTTP p99 within 3x of idle while replaying; 0 replays fastest.
     */
    REPLAY_REST_MS: z.coerce.number().int().min(0).max(1000).default(20),
    /** Embedded mode: keep read-model snapshots in DATA_DIR/snapshots (docs/operations.md "Snapshots"). */
    SNAPSHOTS: booleanFlag.default(true),
    /** Embedded mode: keep the cold read models in a scratch SQLite file, off the heap (docs/operations.md "Memory"). */
    READ_MODELS_ON_DISK: booleanFlag.default(true),
    /** Write them once this many events came since the last write... */
    SNAPSHOT_EVERY_EVENTS: positiveInt.default(10_000),
    /** ...or once this many seconds passed with at least one event; and always at a clean stop. */
    SNAPSHOT_EVERY_SECONDS: positiveInt.max(86_400).default(600),
    /** Memory for the command side's folded stream states (MiB); the least recently used go first. */
    COMMAND_STATE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(16),
    /**
     * How far V8 lets the heap grow past what survived the last full collection, in percent;
     * 0 keeps V8's own factor (up to 4x on a large machine). ADR 040.
     */
    HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(30),
    /** Per account: raw uploads waiting to be finalized at once (each at most 5 MB). */
    UPLOAD_MAX_PENDING: positiveInt.max(1000).default(10),
    /** Per account: uploads received in the last hour. */
    UPLOAD_MAX_PER_HOUR: positiveInt.max(100_000).default(30),
    /** Per account: megabytes (MiB) received in the last hour; at least one photo of the largest size. */
    UPLOAD_MAX_MB_PER_HOUR: z.coerce
      .number()
      .int()
      .min(5, 'must be at least 5 (one photo of the largest size)')
      .max(1_000_000)
      .default(50),
    /** Emails with an account link (sign-up, resend, change of address) to one address, whoever asks, per window. */
    ACCOUNT_EMAILS_PER_ADDRESS: positiveInt.max(1000).default(5),
    ACCOUNT_EMAILS_PER_ADDRESS_WINDOW_MINUTES: positiveInt.max(7 * 24 * 60).default(60),
    /** Reports one member may file per window (docs/security.md "Limits"). */
    REPORTS_PER_REPORTER: positiveInt.max(100_000).default(10),
    REPORTS_PER_REPORTER_WINDOW_MINUTES: positiveInt.max(7 * 24 * 60).default(24 * 60),
    /** Discussion posts and replies one member may write per window (docs/security.md "Limits"). */
    DISCUSSION_POSTS_PER_MEMBER: positiveInt.max(100_000).default(20),
    DISCUSSION_POSTS_PER_MEMBER_WINDOW_MINUTES: positiveInt.max(24 * 60).default(10),
    /** Join requests plus withdrawals one person may make in one group per window (a group keeps 100 times per person). */
    JOIN_REQUESTS_PER_GROUP: positiveInt.max(100).default(6),
    JOIN_REQUESTS_PER_GROUP_WINDOW_MINUTES: positiveInt.max(30 * 24 * 60).default(24 * 60),
    /** Organizers hear of one person's requests to one group at most once per this window. */
    JOIN_REQUEST_NOTICE_WINDOW_MINUTES: positiveInt.max(30 * 24 * 60).default(24 * 60),
    /** When set, GET /metrics requires `Authorization: Bearer <token>`; unset, only internal addresses may read it. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Where notification emails go out ('smtp://user:pass@host:587', 'smtps://...'); unset, email is off. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' })
      .optional(),
    /** The From of notification emails: 'PackMeet <hello@packmeet.example>'. */
    MAIL_FROM: z
      .string()
      .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
        error: "must be an address, alone or as 'Name <address>'",
      })
      .optional(),
    /** How often the reminder timer and the email sender look for work (ms). */
    NOTIFICATION_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(5_000),
    /** The first retry of an email after an SMTP failure waits this long (ms); each later one doubles. */
    MAIL_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  })
  .superRefine((env, context) => {
    if (env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['EVENTSTORE_URL'],
        message: 'is required when EVENT_STORE=eventstoredb',
      });
    }
    if (env.DOCUMENT_STORE === 'mongo' && !env.MONGO_URL) {
      context.addIssue({
        code: 'custom',
        path: ['MONGO_URL'],
        message: 'is required when DOCUMENT_STORE=mongo',
      });
    }
    if (env.OBJECT_STORAGE === 's3') {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when OBJECT_STORAGE=s3',
          });
      }
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required when SMTP_URL is set (the From of notification emails)',
      });
    }
    if (env.DOCUMENT_STORE === 'memory' && env.RUN_PROJECTIONS === false) {
      context.addIssue({
        code: 'custom',
        path: ['RUN_PROJECTIONS'],
        message:
          'cannot be false with DOCUMENT_STORE=memory: in-memory read models are built in this process',
      });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig {
  port: number;
  /** The site's origin, no trailing slash (PUBLIC_URL). */
  publicUrl: string;
  host: string;
  dataDir: string;
  mode: 'embedded' | 'compose';
  eventStore: { engine: 'sqlite'; file: string } | { engine: 'eventstoredb'; url: string };
  documentStore:
    | {
        engine: 'memory';
        /** The cold collections (projections/src/cold-collections.ts) on disk rather than in the heap. */
        coldOnDisk: boolean;
      }
    | { engine: 'mongo'; url: string; database: string };
  objectStorage:
    | { engine: 'disk'; directory: string }
    | {
        engine: 's3';
        endpoint: string;
        publicEndpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  runProjections: boolean;
  jwt: { secret: string; expiresInSeconds: number };
  authRateLimit: { perIpPerMinute: number; accountFailures: number; accountWindowSeconds: number };
  logLevel: Environment['LOG_LEVEL'];
  frontendDist: string;
  googleMapsApiKey: string;
  trustProxy: boolean;
  benchRoutes: boolean;
  /** Compose: the projections worker's admin endpoint (the API forwards replays there). */
  projectionsAdmin: { workerUrl: string; port: number; replayRestMs: number };
  metricsToken: string | null;
  /** Read-model snapshots (memory read store only; null when off or in compose mode). */
  snapshots: { directory: string; everyEvents: number; everyMs: number } | null;
  /** Bound of the command side's state cache, in bytes. */
  commandStateCacheBytes: number;
  heapGrowthPercent: number;
  /** Per-account limits on photo uploads (see objects/domain/upload-ledger.ts). */
  uploadQuota: { maxPending: number; maxPerHour: number; maxBytesPerHour: number };
  /** Notification email: null when SMTP_URL is unset (in-app notifications only). */
  mail: { smtpUrl: string; from: string } | null;
  notifications: { tickMs: number; retryBackoffMs: number };
  /** Limits on what reaches another person (docs/security.md "Limits"); windows in ms. */
  limits: {
    accountEmailsPerAddress: { max: number; windowMs: number };
    reportsPerReporter: { max: number; windowMs: number };
    discussionPostsPerMember: { max: number; windowMs: number };
    joinRequestsPerGroup: { max: number; windowMs: number };
    joinRequestNoticeWindowMs: number;
  };
}

/**
 * Whether members must verify their address before they create groups,
 * meetups and series: only a server that sends email can send them the link
 * (docs/adr/029-email-off-means-no-verification.md).
 */
export const verifiesEmails = (config: Pick<AppConfig, 'mail'>): boolean => config.mail !== null;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * For entry points (server, worker, scripts): a bad environment is the
 * operator's to fix, so print what is wrong and exit 1 rather than a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Reads and validates the environment. Throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const runProjections = e.RUN_PROJECTIONS ?? e.DOCUMENT_STORE === 'memory';
  if (e.DOCUMENT_STORE === 'mongo' && e.EVENT_STORE === 'eventstoredb' && !e.JWT_SECRET) {
    throw new ConfigError([
      'JWT_SECRET: is required in compose mode (every API process must share it)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    mode: e.EVENT_STORE === 'sqlite' && e.DOCUMENT_STORE === 'memory' ? 'embedded' : 'compose',
    eventStore:
      e.EVENT_STORE === 'sqlite'
        ? { engine: 'sqlite', file: join(dataDir, 'events.sqlite') }
        : { engine: 'eventstoredb', url: e.EVENTSTORE_URL! },
    documentStore:
      e.DOCUMENT_STORE === 'memory'
        ? { engine: 'memory', coldOnDisk: e.READ_MODELS_ON_DISK }
        : { engine: 'mongo', url: e.MONGO_URL!, database: e.MONGO_DB },
    objectStorage:
      e.OBJECT_STORAGE === 'disk'
        ? { engine: 'disk', directory: join(dataDir, 'objects') }
        : {
            engine: 's3',
            endpoint: e.S3_ENDPOINT!,
            publicEndpoint: e.S3_PUBLIC_ENDPOINT ?? e.S3_ENDPOINT!,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          },
    runProjections,
    jwt: {
      secret: e.JWT_SECRET ?? persistentSecret(dataDir),
      expiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    },
    authRateLimit: {
      perIpPerMinute: e.AUTH_RATE_LIMIT_IP_PER_MIN,
      accountFailures: e.AUTH_RATE_LIMIT_ACCOUNT_FAILURES,
      accountWindowSeconds: e.AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    frontendDist: resolve(e.FRONTEND_DIST),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY.trim(),
    trustProxy: e.TRUST_PROXY,
    benchRoutes: e.BENCH_ROUTES,
    projectionsAdmin: {
      workerUrl: e.PROJECTIONS_WORKER_URL,
      port: e.PROJECTIONS_ADMIN_PORT,
      replayRestMs: e.REPLAY_REST_MS,
    },
    metricsToken: e.METRICS_TOKEN ?? null,
    snapshots:
      e.SNAPSHOTS && e.DOCUMENT_STORE === 'memory'
        ? {
            directory: join(dataDir, 'snapshots'),
            everyEvents: e.SNAPSHOT_EVERY_EVENTS,
            everyMs: e.SNAPSHOT_EVERY_SECONDS * 1000,
          }
        : null,
    commandStateCacheBytes: e.COMMAND_STATE_CACHE_MB * 2 ** 20,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    uploadQuota: {
      maxPending: e.UPLOAD_MAX_PENDING,
      maxPerHour: e.UPLOAD_MAX_PER_HOUR,
      maxBytesPerHour: e.UPLOAD_MAX_MB_PER_HOUR * 2 ** 20,
    },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM! } : null,
    notifications: { tickMs: e.NOTIFICATION_TICK_MS, retryBackoffMs: e.MAIL_RETRY_BACKOFF_MS },
    limits: {
      accountEmailsPerAddress: {
        max: e.ACCOUNT_EMAILS_PER_ADDRESS,
        windowMs: e.ACCOUNT_EMAILS_PER_ADDRESS_WINDOW_MINUTES * 60_000,
      },
      reportsPerReporter: {
        max: e.REPORTS_PER_REPORTER,
        windowMs: e.REPORTS_PER_REPORTER_WINDOW_MINUTES * 60_000,
      },
      discussionPostsPerMember: {
        max: e.DISCUSSION_POSTS_PER_MEMBER,
        windowMs: e.DISCUSSION_POSTS_PER_MEMBER_WINDOW_MINUTES * 60_000,
      },
      joinRequestsPerGroup: {
        max: e.JOIN_REQUESTS_PER_GROUP,
        windowMs: e.JOIN_REQUESTS_PER_GROUP_WINDOW_MINUTES * 60_000,
      },
      joinRequestNoticeWindowMs: e.JOIN_REQUEST_NOTICE_WINDOW_MINUTES * 60_000,
    },
  };
}

/**
 * Embedded mode needs no setup: the first start writes a random signing secret
 * into the data directory, so tokens stay valid across restarts and every
 * process sharing the directory signs alike.
 */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    // Only the server's user may read the data directory: it holds the log and this secret.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Written whole beside it, then linked into place: a process killed
    // mid-write, or another one reading at that moment, never sees the
    // secret half written or empty.
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      // Another process sharing the directory wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}

export const APP_CONFIG = Symbol('AppConfig');
