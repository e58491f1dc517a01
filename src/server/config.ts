import path from 'node:path';
import { z } from 'zod';
import { parseKey } from './crypto/field-cipher';
import { defaultConnectionsPerAddress } from './http/connection-limits';
import { defaultWritesPerMinute } from './http/write-rate-limit';
import { defaultStreamsPerAddress, defaultStreamsPerInstance } from './realtime/stream-slots';

// The only reader of process.env. A wrong value stops start-up with one line naming the variable.
// An empty variable counts as unset.
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalUrl = z.preprocess(blankAsUnset, z.url('must be a URL').optional());

/** A journal key: base64 (standard or URL-safe) of 32 random bytes, e.g. `openssl rand -base64 32`. */
function key(text: string, ctx: z.RefinementCtx) {
  const parsed = parseKey(text);
  if (!parsed)
    ctx.addIssue({
      code: 'custom',
      message: 'must be base64 of 32 bytes (openssl rand -base64 32)',
    });
  return parsed;
}

/** A host name as a push endpoint's URL gives it, or `*.` before one for every host below it. */
const pushHostPattern =
  /^(\*\.)?(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** PUSH_EXTRA_HOSTS: comma-separated host names of self-hosted push services (decision 032). */
function pushHosts(text: string | undefined, ctx: z.RefinementCtx) {
  const hosts = (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  for (const host of hosts)
    if (!pushHostPattern.test(host))
      ctx.addIssue({
        code: 'custom',
        message: `"${host}" is not a host name (expected names such as push.example.org or *.push.example.org, comma separated)`,
      });
  return hosts;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  JOURNAL_ENCRYPTION_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .transform((text, ctx) => (text === undefined ? undefined : key(text, ctx))),
  ),
  JOURNAL_ENCRYPTION_OLD_KEYS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .transform((text, ctx) =>
        (text ?? '')
          .split(',')
          .filter((part) => part.trim() !== '')
          .map((part) => key(part, ctx) ?? Buffer.alloc(0)),
      ),
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Psalmlight <no-reply@psalmlight.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(defaultWritesPerMinute),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  REALTIME_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(defaultStreamsPerAddress),
  REALTIME_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).default(defaultStreamsPerInstance),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(defaultConnectionsPerAddress),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  TEXT_PROVIDER: z.enum(['auto', 'openai', 'offline']).default('auto'),
  TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  VOICE_PROVIDER: z.enum(['auto', 'openai', 'offline']).default('auto'),
  VOICE_MODEL: z.string().min(1).default('tts-1'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  STRIPE_SECRET_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  STRIPE_PRICE_MONTHLY: z.preprocess(blankAsUnset, z.string().optional()),
  STRIPE_PRICE_YEARLY: z.preprocess(blankAsUnset, z.string().optional()),
  STRIPE_PREMIUM_PRODUCT: z.string().min(1).default('prod_psalmlight_premium'),
  STRIPE_API_URL: optionalUrl,
  BILLING_SANDBOX: z.enum(['true', 'false']).optional(),
  PUSH_EXTRA_HOSTS: z.preprocess(blankAsUnset, z.string().optional().transform(pushHosts)),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  STARTER_LIBRARY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  S3_ENDPOINT: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_REGION: z.preprocess(blankAsUnset, z.string().optional()),
  S3_BUCKET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where people open the app: PUBLIC_URL, or http://localhost:PORT when it is not set. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (then it is the one address browsers may use). */
  publicUrlSet: boolean;
  /**
   * The origins whose browser requests are trusted: PUBLIC_URL's alone when it is set; otherwise
   * every loopback name of PORT (localhost, 127.0.0.1, [::1]), so a newcomer can open any of them.
   */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  /** The journal's encryption keys (decision 018): generated into DATA_DIR when not configured. */
  journalKey: { current: Buffer | undefined; previous: Buffer[] };
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  rateLimitAuthPerMinute: number;
  /** Writes per member (or client address) and route family a minute (decision 026). */
  rateLimitWritesPerMinute: number;
  /** Proxies in front of the server that append to X-Forwarded-For (0: clients connect directly). */
  trustedProxyHops: number;
  /** Open event streams allowed per client address and per instance (decision 037). */
  realtimeStreams: { perAddress: number; perInstance: number };
  /** Open TCP connections per client address (0: no cap; decision 037). */
  connectionsPerAddress: number;
  jobsEnabled: boolean;
  /**
   * Whether a first start on an empty library installs the starter library (docs/decisions/055);
   * the browser tests' servers turn it off so each begins with an empty library.
   */
  starterLibrary: boolean;
  /**
   * Push services' hosts accepted besides the browsers' own (PUSH_EXTRA_HOSTS, decision 032). Their
   * addresses must still be public.
   */
  pushExtraHosts: string[];
  text: ProviderConfig & { model: string };
  voice: ProviderConfig & { model: string };
  billing: BillingConfig;
  /** Where media files live: DATA_DIR/media, or a bucket when S3_BUCKET is set (decision 059). */
  media: { kind: 'disk' } | { kind: 's3'; s3: S3Settings };
};

/** An S3-compatible bucket for media (AWS when no endpoint is given). */
export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as MinIO-style servers want. */
  forcePathStyle: boolean;
};

/** Stripe when a secret key is configured; otherwise the offline sandbox (test checkout pages). */
export type BillingConfig = {
  kind: 'stripe' | 'sandbox';
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  priceMonthly: string | undefined;
  priceYearly: string | undefined;
  /** The single premium product: only its subscriptions give premium. */
  premiumProductId: string;
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own by default. */
  apiUrl: string | undefined;
  timeoutMs: number;
};

/** An OpenAI-compatible provider, or the offline default when none is configured. */
export type ProviderConfig = {
  kind: 'openai' | 'offline';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
};

export class ConfigError extends Error {}

/** The addresses of this machine a browser may use to open the app on `port` without PUBLIC_URL. */
export function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, whatever it is.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `Invalid configuration: ${issue.path.join('.')} ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const v = parsed.data;
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, '');
  // The sandbox's test checkout makes anyone premium for free: a public (https) deployment without
  // Stripe must say it wants that, so a forgotten key never gives premium away (decision 050).
  const sandboxAllowed = v.BILLING_SANDBOX
    ? v.BILLING_SANDBOX === 'true'
    : !publicUrl.startsWith('https:');
  if (!v.STRIPE_SECRET_KEY && !sandboxAllowed) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when PUBLIC_URL is https (set BILLING_SANDBOX=true to offer the test checkout, where no money moves, instead)',
    );
  }
  const media = mediaStore(v);
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    publicUrl,
    publicUrlSet: v.PUBLIC_URL !== undefined,
    trustedOrigins:
      v.PUBLIC_URL === undefined ? loopbackOrigins(v.PORT) : [new URL(publicUrl).origin],
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    authSecret: v.AUTH_SECRET,
    journalKey: { current: v.JOURNAL_ENCRYPTION_KEY, previous: v.JOURNAL_ENCRYPTION_OLD_KEYS },
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    logLevel: v.LOG_LEVEL,
    rateLimitAuthPerMinute: v.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitWritesPerMinute: v.RATE_LIMIT_WRITES_PER_MINUTE,
    trustedProxyHops: v.TRUSTED_PROXY_HOPS,
    realtimeStreams: {
      perAddress: v.REALTIME_STREAMS_PER_ADDRESS,
      perInstance: v.REALTIME_STREAMS_PER_INSTANCE,
    },
    connectionsPerAddress: v.CONNECTIONS_PER_ADDRESS,
    jobsEnabled: v.JOBS_ENABLED,
    starterLibrary: v.STARTER_LIBRARY,
    pushExtraHosts: v.PUSH_EXTRA_HOSTS,
    text: { ...provider(v.TEXT_PROVIDER), model: v.TEXT_MODEL },
    voice: { ...provider(v.VOICE_PROVIDER), model: v.VOICE_MODEL },
    billing: {
      kind: v.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
      secretKey: v.STRIPE_SECRET_KEY,
      webhookSecret: v.STRIPE_WEBHOOK_SECRET,
      priceMonthly: v.STRIPE_PRICE_MONTHLY,
      priceYearly: v.STRIPE_PRICE_YEARLY,
      premiumProductId: v.STRIPE_PREMIUM_PRODUCT,
      apiUrl: v.STRIPE_API_URL,
      timeoutMs: Math.min(v.PROVIDER_TIMEOUT_MS, 30_000),
    },
    media,
  };

  // "auto" means OpenAI-compatible when a base URL or key is given, offline otherwise.
  function provider(choice: 'auto' | 'openai' | 'offline'): ProviderConfig {
    const configured = Boolean(v.OPENAI_BASE_URL || v.OPENAI_API_KEY);
    const kind = choice === 'auto' ? (configured ? 'openai' : 'offline') : choice;
    return {
      kind,
      baseUrl: v.OPENAI_BASE_URL,
      apiKey: v.OPENAI_API_KEY,
      timeoutMs: v.PROVIDER_TIMEOUT_MS,
    };
  }
}

/**
 * S3_BUCKET chooses the bucket; it then needs its region and keys. An S3 variable without a bucket
 * is a half-done setup, which would leave media on one instance's disk unnoticed: both stop start-up.
 */
function mediaStore(v: z.infer<typeof schema>): Config['media'] {
  const others = {
    S3_ENDPOINT: v.S3_ENDPOINT,
    S3_REGION: v.S3_REGION,
    S3_ACCESS_KEY_ID: v.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: v.S3_SECRET_ACCESS_KEY,
  };
  if (!v.S3_BUCKET) {
    const set = Object.keys(others).filter((name) => others[name as keyof typeof others]);
    if (v.S3_FORCE_PATH_STYLE) set.push('S3_FORCE_PATH_STYLE');
    if (set.length === 0) return { kind: 'disk' };
    throw new ConfigError(
      `Invalid configuration: S3_BUCKET is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (set S3_BUCKET to keep media in a bucket, or unset ${set.length === 1 ? 'it' : 'them'} to keep media in DATA_DIR/media)`,
    );
  }
  const missing = (['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !others[name],
  );
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration: S3_BUCKET is set, so ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required too`,
    );
  return {
    kind: 's3',
    s3: {
      endpoint: v.S3_ENDPOINT,
      region: v.S3_REGION!,
      bucket: v.S3_BUCKET,
      accessKeyId: v.S3_ACCESS_KEY_ID!,
      secretAccessKey: v.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: v.S3_FORCE_PATH_STYLE,
    },
  };
}

/** Test settings read by the test harness (TEST_DATABASE_URL selects the PostgreSQL lane). */
export function testDatabaseUrl(env: Record<string, string | undefined> = process.env) {
  return env.TEST_DATABASE_URL || undefined;
}
