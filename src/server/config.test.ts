import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// loadConfig is given the environment as an object; nothing here reads or changes process.env.

/** The ConfigError loadConfig throws for an environment, or a failure if it throws none. */
function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Psalmlight <no-reply@psalmlight.local>',
      logLevel: 'info',
      rateLimitAuthPerMinute: 10,
      rateLimitWritesPerMinute: 120,
      realtimeStreams: { perAddress: 100, perInstance: 1_000 },
      connectionsPerAddress: 256,
      jobsEnabled: true,
    });
  });

  it('reads every variable that is set', () => {
    const secret = 's'.repeat(32);
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://psalms.example.org/',
      DATA_DIR: '/var/lib/psalmlight',
      DATABASE_URL: 'postgres://app@db.example.org:5432/psalmlight',
      AUTH_SECRET: secret,
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'Psalms <hello@example.org>',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_WRITES_PER_MINUTE: '600',
      REALTIME_STREAMS_PER_ADDRESS: '40',
      REALTIME_STREAMS_PER_INSTANCE: '5000',
      CONNECTIONS_PER_ADDRESS: '0',
      JOBS_ENABLED: 'false',
      STRIPE_SECRET_KEY: 'sk_live_x',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://psalms.example.org',
      dataDir: '/var/lib/psalmlight',
      databaseUrl: 'postgres://app@db.example.org:5432/psalmlight',
      authSecret: secret,
      smtpUrl: 'smtp://mail.example.org:587',
      mailFrom: 'Psalms <hello@example.org>',
      logLevel: 'warn',
      rateLimitAuthPerMinute: 5,
      rateLimitWritesPerMinute: 600,
      realtimeStreams: { perAddress: 40, perInstance: 5_000 },
      connectionsPerAddress: 0,
      jobsEnabled: false,
    });
    expect(config.billing).toMatchObject({ kind: 'stripe', secretKey: 'sk_live_x' });
  });

  it('derives PUBLIC_URL from PORT and resolves a relative DATA_DIR', () => {
    const config = loadConfig({ PORT: '4321', DATA_DIR: 'var/data' });
    expect(config.publicUrl).toBe('http://localhost:4321');
    expect(config.dataDir).toBe(path.resolve('var/data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('trusts every loopback name of PORT when PUBLIC_URL is not set', () => {
    const config = loadConfig({ PORT: '4321' });
    expect(config.publicUrlSet).toBe(false);
    expect(config.trustedOrigins).toEqual([
      'http://localhost:4321',
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
    ]);
  });

  it("trusts only PUBLIC_URL's origin when it is set", () => {
    const config = loadConfig({
      PORT: '4321',
      PUBLIC_URL: 'https://psalms.example.org/app/',
      BILLING_SANDBOX: 'true',
    });
    expect(config.publicUrlSet).toBe(true);
    expect(config.publicUrl).toBe('https://psalms.example.org/app');
    expect(config.trustedOrigins).toEqual(['https://psalms.example.org']);
  });

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s with one line naming PORT', (port) => {
    const error = configError({ PORT: port });
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\bPORT\b/);
  });

  it('refuses a DATABASE_URL that is not a URL, naming DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'not a url' });
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message).toMatch(/\bDATABASE_URL\b/);
  });

  it('refuses an AUTH_SECRET shorter than 32 characters, naming AUTH_SECRET', () => {
    const error = configError({ AUTH_SECRET: 'too short' });
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message).toMatch(/\bAUTH_SECRET\b/);
    expect(error.message).toContain('32');
    // The secret itself is never echoed into logs.
    expect(error.message).not.toContain('too short');
  });

  it('refuses an https deployment without a Stripe key unless it asks for the sandbox', () => {
    const https = { PUBLIC_URL: 'https://pray.example.org' };
    expect(configError(https).message).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY .*BILLING_SANDBOX=true/,
    );
    expect(loadConfig({ ...https, BILLING_SANDBOX: 'true' }).billing.kind).toBe('sandbox');
    expect(loadConfig({ ...https, STRIPE_SECRET_KEY: 'sk_test_x' }).billing.kind).toBe('stripe');
    expect(loadConfig({}).billing.kind).toBe('sandbox');
    expect(configError({ BILLING_SANDBOX: 'false' }).message).toMatch(/STRIPE_SECRET_KEY/);
  });

  it('reads PUSH_EXTRA_HOSTS as lower-case host names, none by default', () => {
    expect(loadConfig({}).pushExtraHosts).toEqual([]);
    expect(
      loadConfig({ PUSH_EXTRA_HOSTS: ' Push.Example.org, *.push.example.net ,' }).pushExtraHosts,
    ).toEqual(['push.example.org', '*.push.example.net']);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '[::1]',
    'https://push.example.org',
    'push.example.org:8443',
    'localhost',
    '*',
    'push.example.org/path',
  ])('refuses PUSH_EXTRA_HOSTS=%s with one line naming PUSH_EXTRA_HOSTS', (hosts) => {
    const lines = configError({ PUSH_EXTRA_HOSTS: hosts }).message.split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\bPUSH_EXTRA_HOSTS\b.*not a host name/);
  });

  it('names each bad variable on its own line', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'nope', AUTH_SECRET: 'short' });
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => /\bPORT\b/.test(line))).toBe(true);
    expect(lines.some((line) => /\bDATABASE_URL\b/.test(line))).toBe(true);
    expect(lines.some((line) => /\bAUTH_SECRET\b/.test(line))).toBe(true);
  });

  it.each([
    'NODE_ENV',
    'PORT',
    'HOST',
    'PUBLIC_URL',
    'DATA_DIR',
    'DATABASE_URL',
    'AUTH_SECRET',
    'SMTP_URL',
    'MAIL_FROM',
    'LOG_LEVEL',
    'RATE_LIMIT_AUTH_PER_MINUTE',
    'RATE_LIMIT_WRITES_PER_MINUTE',
    'JOBS_ENABLED',
    'OPENAI_BASE_URL',
    'OPENAI_API_KEY',
    'TEXT_PROVIDER',
    'TEXT_MODEL',
    'VOICE_PROVIDER',
    'VOICE_MODEL',
    'PROVIDER_TIMEOUT_MS',
  ])('treats an empty %s as unset', (name) => {
    expect(loadConfig({ [name]: '' })).toEqual(loadConfig({}));
    expect(loadConfig({ [name]: '   ' })).toEqual(loadConfig({}));
  });
});
