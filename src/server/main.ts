import { assembleApp } from './assemble-app';
import { createAppServer } from './http/app-server';
import { limitConnectionsPerAddress } from './http/connection-limits';
import { resolveAuthSecret } from './auth/secret';
import { ConfigError, loadConfig } from './config';
import { JournalKeyError, resolveJournalKeyring } from './crypto/journal-key';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open';
import { jobs } from './job-registry';
import { startJobRunner, type JobRunner } from './jobs/runner';
import { createLogger, logsWritten } from './logger';
import { watchProcess } from './process-watch';
import { projectPath } from './paths';
import {
  atOperatorUrl,
  operatorUrl,
  outboxLine,
  printLine,
  setupLinkLine,
} from './cli/operator-lines';
import { JournalKeyMissingError, sealJournalAtStart } from './modules/journal';
import { installStarterLibrary, starterNarrationJob } from './modules/seeder';
import { createSetupLink } from './modules/setup/service';
import { openMediaStorage } from './media/configured';
import { MediaStoreError } from './media/s3-storage';
import { createBillingProvider } from './providers/billing';
import { createWebPushProvider } from './providers/push';
import { createTextProvider } from './providers/text';
import { createVoiceProvider } from './providers/voice';
import { defaultStreamLimits } from './realtime/stream-slots';
import { flushWidgetRequests } from './modules/widgets';

const webDir = projectPath('dist/web');

async function main() {
  // Start-up phases in milliseconds, logged with "listening" (decision 021): `load` is the time
  // Node took to load the code before main() ran.
  const started = performance.now();
  const phases: Record<string, number> = { load: Math.round(started) };
  let lastMark = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - lastMark);
    lastMark = now;
  };
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Until the server can stop cleanly, an uncaught exception ends the process at once.
  let stopFor: (cause: string, code: number) => void = (cause, code) => {
    exits.because(cause);
    process.exit(code);
  };
  const exits = watchProcess(logger, (cause, code) => stopFor(cause, code));
  const database = await openDatabase(config, {
    onPoolError: (err) =>
      logger.warn({ err }, 'a database connection was closed; the pool will open another'),
    onPhase: phase,
  });
  // Journal words are stored encrypted (decision 018): rows still in plain text are sealed before
  // the server takes a request.
  const journalKeys = resolveJournalKeyring({
    configured: config.journalKey.current,
    previous: config.journalKey.previous,
    dataDir: config.dataDir,
  });
  await sealJournalAtStart({ db: database.db, keys: journalKeys }, logger);
  phase('journal');
  // Where the operator opens the app, known for sure once the server is bound (below).
  let openAt = config.publicUrl;
  const text = createTextProvider(config.text);
  const voice = createVoiceProvider(config.voice);
  const { storage: media, close: closeMedia } = await openMediaStorage(config);
  const push = createWebPushProvider({ extraHosts: config.pushExtraHosts });
  const billing = createBillingProvider(config.billing);
  const { app, bus, email, keptWidgetAnswers } = await assembleApp({
    database,
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
    mail: {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      showOutboxLink: ({ to, subject, link }) =>
        printLine(outboxLine({ to, subject, link: atOperatorUrl(link, config.publicUrl, openAt) })),
    },
    text,
    voice,
    media,
    logger,
    billing,
    journalKeys,
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    publicUrlSet: config.publicUrlSet,
    rateLimitAuthPerMinute: config.rateLimitAuthPerMinute,
    rateLimitWritesPerMinute: config.rateLimitWritesPerMinute,
    trustedProxyHops: config.trustedProxyHops,
    realtimeStreamLimits: { ...defaultStreamLimits, ...config.realtimeStreams },
    webDir,
  });
  phase('app');
  // A first start fills an empty library (decision 055); narration follows in the job runner.
  const installed = config.starterLibrary
    ? await installStarterLibrary({ db: database.db, bus, logger }).catch((err: unknown) => {
        logger.error({ err }, 'the starter library could not be installed');
        return 0;
      })
    : 0;
  phase('library');
  const server = createAppServer(app.fetch, keptWidgetAnswers.before);
  server.listen(config.port, config.host);
  // Behind a proxy every connection comes from the proxy: the cap is then the proxy's to apply.
  limitConnectionsPerAddress(
    server,
    config.trustedProxyHops > 0 ? 0 : config.connectionsPerAddress,
  );
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  phase('listen');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (typeof address === 'object' && address) openAt = operatorUrl(config, address);

  let runner: JobRunner | undefined;
  if (config.jobsEnabled) {
    runner = await startJobRunner(
      jobs,
      { database, logger, bus, text, voice, media, email, push, publicUrl: config.publicUrl },
      { connectionString: config.databaseUrl },
    );
    // Narration starts now rather than at the next minute's run of its job.
    if (installed > 0) await runner.send(starterNarrationJob.name);
  }
  phase('jobs');
  const setupLink = await createSetupLink(database.db, openAt);
  phase('setup');
  if (setupLink) {
    logger.warn({ link: setupLink }, 'first super admin setup link');
    printLine(setupLinkLine(setupLink));
  }
  // The address to open: PUBLIC_URL, or the address bound (localhost when it is every interface).
  logger.info(
    {
      port,
      url: config.publicUrl,
      database: database.kind,
      email: email.kind,
      billing: billing.kind,
      media: media.describe,
      ms: Math.round(performance.now() - started),
      phases,
    },
    `Psalmlight is listening on port ${port}: open ${openAt}`,
  );

  let stopping = false;
  const shutdown = async (cause: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exits.because(cause);
    logger.info({ cause }, 'shutting down');
    const force = setTimeout(() => {
      exits.because(`${cause}; the stop took over 15 s`);
      process.exit(1);
    }, 15_000);
    force.unref();
    // Stop taking requests, let open ones finish, then stop jobs and close the database.
    server.close();
    if ('closeAllConnections' in server)
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    // Jobs are told to stop first (a narration gives its item back), and the voice engines stop, so
    // nothing holds the stop: the data directory is free within a second or so.
    const jobsStopped = runner?.stop();
    await voice.close();
    await jobsStopped?.catch((err) => logger.error({ err }, 'job runner did not stop cleanly'));
    // Widget reads are counted in memory and written once a second: write the last second's.
    await flushWidgetRequests(database.db).catch((err) =>
      logger.error({ err }, 'widget request counts were not written'),
    );
    await bus.close();
    closeMedia();
    await database.close();
    logger.info('stopped');
    // Once the log lines are out, so that "exited" is the last one. This also lets a closed stdout
    // (a pipe whose reader, such as `tee`, died of the same Ctrl-C) be learnt from the failed
    // write's error event: an exit before it hangs in the log stream's retries instead of exiting.
    await logsWritten(logger);
    process.exit(code);
  };
  stopFor = (cause, code) => void shutdown(cause, code);
  // SIGHUP too: a closed terminal or SSH session otherwise ends Node without a word.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof JournalKeyError ||
    error instanceof JournalKeyMissingError ||
    error instanceof MediaStoreError
  ) {
    console.error(error.message);
  } else {
    console.error('Psalmlight could not start:', error);
  }
  process.exit(1);
});
