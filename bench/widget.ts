// GET /api/latest-content (what every home-screen widget polls) against the framework floor: a
// bare Hono route on the same server stack returning the same bytes. Ratio = app / floor.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { benchApp, origin } from './harness';

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function throughput(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function widgetBench() {
  const { app, database, voice } = await benchApp();
  const [category] = (await database.sql(`select id from categories where name = 'Daily Psalms'`))
    .rows;
  await database.sql(
    `insert into content (title, generated_psalm, is_daily_psalm, psalm_date, is_published, category_id)
     values ('A Psalm of Peace', $1, true, (now() at time zone 'utc')::date, true, $2)`,
    ['Be still, and know that I am God. '.repeat(10), category!.id],
  );
  const real = await listen(app.fetch);
  const body = await (
    await fetch(`${real.url}/api/latest-content`, { headers: { origin } })
  ).text();
  const floor = await listen(
    new Hono().get('/api/latest-content', (c) => {
      c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
      return c.body(body, 200, { 'content-type': 'application/json' });
    }).fetch,
  );
  // Autocannon shares this process and its two cores with both servers, so one run is noisy:
  // warm both up, then alternate short runs and compare the medians.
  await throughput(`${floor.url}/api/latest-content`, 2);
  await throughput(`${real.url}/api/latest-content`, 2);
  const floorRuns: number[] = [];
  const appRuns: number[] = [];
  for (let round = 0; round < 3; round++) {
    floorRuns.push(await throughput(`${floor.url}/api/latest-content`, 3));
    appRuns.push(await throughput(`${real.url}/api/latest-content`, 3));
  }
  const floorRps = medianOf(floorRuns);
  const appRps = medianOf(appRuns);
  real.server.close();
  floor.server.close();
  await voice.close();
  await database.close();
  console.log(
    `latest-content: ${Math.round(appRps)} req/s; bare route: ${Math.round(floorRps)} req/s`,
  );
  console.log(
    `latest-content throughput ratio (app / framework floor): ${(appRps / floorRps).toFixed(2)}`,
  );
}
