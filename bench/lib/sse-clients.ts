// Many event-stream clients (GET /api/realtime) in this process, one socket each, that note when a
// content.changed event with a given title reaches them. Arrival is stamped when the chunk is read,
// so the figures include this process reading 2,000 sockets: an upper bound of what clients see.
import http from 'node:http';

export type SseClients = {
  count: number;
  /** Resolves when every client has seen an event titled `title`; the arrival times (ms). */
  arrivals: (title: string) => Promise<number[]>;
  close: () => void;
};

export async function openSseClients(
  streams: { url: string; headers: Record<string, string> }[],
): Promise<SseClients> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const waiting = new Map<string, { times: number[]; done: (times: number[]) => void }>();
  const seen = new Map<string, number[]>();
  const requests: http.ClientRequest[] = [];

  const arrived = (title: string, at: number) => {
    const times = seen.get(title) ?? [];
    times.push(at);
    seen.set(title, times);
    const waiter = waiting.get(title);
    if (waiter && times.length === streams.length) waiter.done(times);
  };

  const open = (stream: (typeof streams)[number]) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(stream.url, { agent, headers: stream.headers }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`realtime stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: ready')) resolve();
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (block.startsWith('event: content.changed') && data)
              arrived((JSON.parse(data) as { title: string }).title, at);
          }
        });
      });
      request.on('error', reject);
      requests.push(request);
    });
  // Open them a hundred at a time, as a crowd of apps would arrive, not in one burst.
  for (let i = 0; i < streams.length; i += 100)
    await Promise.all(streams.slice(i, i + 100).map(open));

  return {
    count: streams.length,
    arrivals: (title) =>
      new Promise((resolve, reject) => {
        const times = seen.get(title) ?? [];
        if (times.length === streams.length) return resolve(times);
        // A lost event must end the bench with a message, not hang it.
        const timer = setTimeout(() => {
          const got = seen.get(title)?.length ?? 0;
          reject(new Error(`"${title}" reached ${got} of ${streams.length} clients in 30 s`));
        }, 30_000);
        waiting.set(title, {
          times,
          done: (all) => {
            clearTimeout(timer);
            resolve(all);
          },
        });
      }),
    close: () => {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}
