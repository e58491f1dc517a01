import { localDateIn } from '@contracts/time';
import type { Client } from './load-client';
import type { Person } from './load-people';

// The scripted mix: what each member and each staff member does, one step after another with a
// short think time between, until the run ends. Every write the server acknowledged (2xx) goes in
// the ledger by id, to be looked for in the database afterwards.

export type Ledger = {
  posts: string[];
  comments: string[];
  journal: string[];
  /** Workflow sessions the server said were completed. */
  completedSessions: string[];
  /** Content items staff created. */
  content: string[];
  /** The last title staff were told an item has (each item is edited by one staff member). */
  titles: Map<string, string>;
  /** `${member email} ${post id}` → liked, as the last acknowledged toggle said. */
  likes: Map<string, boolean>;
  acknowledged: number;
};

export const createLedger = (): Ledger => ({
  posts: [],
  comments: [],
  journal: [],
  completedSessions: [],
  content: [],
  titles: new Map(),
  likes: new Map(),
  acknowledged: 0,
});

export type World = {
  contentIds: string[];
  workflowIds: string[];
  categoryId: string;
  /** Posts members have lately seen in the feed or written, to like and comment on. */
  seenPosts: string[];
};

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** What a staff member puts in place before the members arrive: content, today's psalm, workflows. */
export async function seedWorld(client: Client, staff: Person, items: number): Promise<World> {
  const must = async <T>(answer: Promise<{ body: T } | undefined>, what: string) => {
    const result = await answer;
    if (!result) throw new Error(`seeding ${what} failed`);
    return result.body;
  };
  const cookie = staff.cookie;
  const { items: categories } = await must(
    client<{ items: { id: string; name: string }[] }>('GET', '/api/categories', { cookie }),
    'categories',
  );
  const categoryId = categories.find((category) => category.name === 'Prayer')!.id;
  const contentIds: string[] = [];
  for (let i = 0; i < items; i++) {
    const item = await must(
      client<{ id: string }>('POST', '/api/admin/content', {
        cookie,
        json: {
          categoryId,
          title: `Prayer ${i}`,
          description: `A prayer for the load run, ${i}`,
          durationMinutes: 5 + (i % 20),
        },
      }),
      'content',
    );
    contentIds.push(item.id);
  }
  await must(
    client('POST', '/api/admin/psalms', {
      cookie,
      json: {
        prompt: 'peace for a busy day',
        theme: 'peace',
        date: localDateIn('UTC', new Date()),
        title: 'A Psalm of Peace',
        generatedPsalm: 'Be still, and know that I am God. '.repeat(12),
      },
    }),
    "today's psalm",
  );
  const workflowIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const workflow = await must(
      client<{ id: string }>('POST', '/api/admin/workflows', {
        cookie,
        json: { title: `Routine ${i}`, contentItems: contentIds.slice(i * 3, i * 3 + 3) },
      }),
      'workflow',
    );
    workflowIds.push(workflow.id);
  }
  return { contentIds, workflowIds, categoryId, seenPosts: [] };
}

type Step = (client: Client, member: Person, world: World, ledger: Ledger) => Promise<unknown>;

const steps: [weight: number, step: Step][] = [
  [4, (c, m) => c('GET', '/api/psalms/today', { cookie: m.cookie })],
  [3, (c, m) => c('GET', '/api/content?limit=20', { cookie: m.cookie })],
  [2, (c, m, w) => c('GET', `/api/content/${pick(w.contentIds)}`, { cookie: m.cookie })],
  [
    4,
    async (c, m, w) => {
      const page = await c<{ items: { id: string }[] }>('GET', '/api/community/posts?limit=20', {
        cookie: m.cookie,
      });
      for (const post of page?.body.items.slice(0, 5) ?? []) w.seenPosts.push(post.id);
      w.seenPosts.splice(0, Math.max(0, w.seenPosts.length - 200));
    },
  ],
  [
    1,
    async (c, m, w, ledger) => {
      const answer = await c<{ id: string }>('POST', '/api/community/posts', {
        cookie: m.cookie,
        json: {
          title: 'Under load',
          content: 'Please pray with me today',
          postType: 'prayer_request',
        },
      });
      if (answer) {
        ledger.posts.push(answer.body.id);
        ledger.acknowledged++;
        w.seenPosts.push(answer.body.id);
      }
    },
  ],
  [
    2,
    async (c, m, w, ledger) => {
      if (w.seenPosts.length === 0) return;
      const post = pick(w.seenPosts);
      const answer = await c<{ liked: boolean }>('POST', `/api/community/posts/${post}/like`, {
        cookie: m.cookie,
      });
      if (answer) {
        ledger.likes.set(`${m.email} ${post}`, answer.body.liked);
        ledger.acknowledged++;
      }
    },
  ],
  [
    1,
    async (c, m, w, ledger) => {
      if (w.seenPosts.length === 0) return;
      const answer = await c<{ id: string }>(
        'POST',
        `/api/community/posts/${pick(w.seenPosts)}/comments`,
        {
          cookie: m.cookie,
          json: { content: 'Praying with you' },
        },
      );
      if (answer) {
        ledger.comments.push(answer.body.id);
        ledger.acknowledged++;
      }
    },
  ],
  [
    1,
    async (c, m, _w, ledger) => {
      const answer = await c<{ id: string }>('POST', '/api/journal', {
        cookie: m.cookie,
        json: { title: 'Today', content: 'Lord, thank you for this day.', category: 'gratitude' },
      });
      if (answer) {
        ledger.journal.push(answer.body.id);
        ledger.acknowledged++;
      }
    },
  ],
  [2, (c, m) => c('GET', '/api/journal?limit=20', { cookie: m.cookie })],
  [
    1,
    async (c, m, w, ledger) => {
      const started = await c<{ id: string }>(
        'POST',
        `/api/workflows/${pick(w.workflowIds)}/sessions`,
        {
          cookie: m.cookie,
          json: {},
        },
      );
      if (!started) return;
      ledger.acknowledged++;
      const id = started.body.id;
      if (
        !(await c('PUT', `/api/workflow-sessions/${id}/progress`, {
          cookie: m.cookie,
          json: { stepsDone: 1 },
        }))
      )
        return;
      ledger.acknowledged++;
      if (
        await c('POST', `/api/workflow-sessions/${id}/complete`, {
          cookie: m.cookie,
          json: { notes: 'Done' },
        })
      ) {
        ledger.completedSessions.push(id);
        ledger.acknowledged++;
      }
    },
  ],
];

const totalWeight = steps.reduce((sum, [weight]) => sum + weight, 0);

function chooseStep(): Step {
  let roll = Math.random() * totalWeight;
  for (const [weight, step] of steps) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return steps[0]![1];
}

/** A think time between `min` and `max` ms: a timer paces the load generator, nothing waits on it. */
const think = (min: number, max: number) =>
  new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));

export async function runMember(
  client: Client,
  member: Person,
  world: World,
  ledger: Ledger,
  until: number,
) {
  // Members arrive over the first two seconds rather than all in one instant.
  await think(0, 2_000);
  while (Date.now() < until) {
    await chooseStep()(client, member, world, ledger);
    await think(500, 2_500);
  }
}

/**
 * A staff member edits their own share of the items (so the last acknowledged title of each is
 * theirs alone to know) and now and then adds one.
 */
export async function runStaff(
  client: Client,
  staff: Person,
  items: string[],
  world: World,
  ledger: Ledger,
  until: number,
) {
  let edit = 0;
  while (Date.now() < until) {
    if (edit % 10 === 9) {
      const created = await client<{ id: string }>('POST', '/api/admin/content', {
        cookie: staff.cookie,
        json: {
          categoryId: world.categoryId,
          title: `Added under load ${edit}`,
          durationMinutes: 10,
        },
      });
      if (created) {
        ledger.content.push(created.body.id);
        ledger.acknowledged++;
      }
    } else {
      const id = pick(items);
      const title = `Prayer edited ${staff.email} ${edit}`;
      if (
        await client('PATCH', `/api/admin/content/${id}`, {
          cookie: staff.cookie,
          json: { title, description: `Edit ${edit}` },
        })
      ) {
        ledger.titles.set(id, title);
        ledger.acknowledged++;
      }
    }
    edit++;
    await think(1_000, 2_000);
  }
}
