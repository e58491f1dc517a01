// Baseline: a bare Node http server answering each path with the exact bytes and headers our
// server sent for it (read from the JSON file in BENCH_ROUTES): the floor for a cached answer.
import fs from 'node:fs';
import { createServer } from 'node:http';
import { announce } from './listen';

type Route = { body: string; headers: Record<string, string> };
const routes = JSON.parse(fs.readFileSync(process.env.BENCH_ROUTES!, 'utf8')) as Record<
  string,
  Route
>;
const answers = new Map(
  Object.entries(routes).map(([path, route]) => [
    path,
    { ...route, bytes: Buffer.from(route.body) },
  ]),
);

announce(
  createServer((request, response) => {
    const answer = answers.get((request.url ?? '').split('?')[0]!);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...answer.headers, 'content-length': answer.bytes.length });
    response.end(answer.bytes);
  }),
);
