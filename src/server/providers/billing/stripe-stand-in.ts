import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of Stripe's API the app uses (checkout sessions, portal
 * sessions, subscription retrieve and cancel), for tests that drive the real SDK against it. Each
 * path can be told to fail (500) or hang (no answer) to test retries and timeouts.
 */
export type StandIn = {
  url: string;
  requests: { method: string; path: string; body: URLSearchParams }[];
  subscriptions: Map<string, Record<string, unknown>>;
  failNext: (path: RegExp, mode: 'error' | 'hang', times?: number) => void;
  close: () => Promise<void>;
};

export async function startStripeStandIn(): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const failures: { path: RegExp; mode: 'error' | 'hang'; times: number }[] = [];
  const hanging = new Set<http.ServerResponse>();
  let sequence = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${++sequence}`,
        });
        res.end(JSON.stringify(value));
      };
      const failure = failures.find((f) => f.path.test(url.pathname) && f.times > 0);
      if (failure) {
        failure.times -= 1;
        if (failure.mode === 'hang') {
          hanging.add(res);
          return;
        }
        return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${++sequence}`;
        return send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/${id}`,
          mode: body.get('mode'),
          client_reference_id: body.get('client_reference_id'),
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${++sequence}`,
          object: 'billing_portal.session',
          customer: body.get('customer'),
          url: `https://billing.stripe.test/session/${sequence}`,
        });
      }
      const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (match) {
        const sub = subscriptions.get(match[1]!);
        if (!sub)
          return send(404, {
            error: {
              type: 'invalid_request_error',
              message: `No such subscription: '${match[1]}'`,
            },
          });
        if (req.method === 'DELETE') sub.status = 'canceled';
        return send(200, sub);
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNext: (path, mode, times = 1) => failures.push({ path, mode, times }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A Stripe subscription object (API 2025+: the period end on the item) for the stand-in. */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  userId: string;
  status?: string;
  product: string;
  price: string;
  interval?: 'month' | 'year';
  periodEnd: Date;
}) {
  const end = Math.floor(input.periodEnd.getTime() / 1000);
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    metadata: { user_id: input.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          current_period_end: end,
          price: {
            id: input.price,
            object: 'price',
            product: input.product,
            recurring: { interval: input.interval ?? 'month' },
          },
        },
      ],
    },
  };
}
