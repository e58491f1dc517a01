// Baseline: a bare Hono route on node-server with a pg pool (10 connections, as the server's),
// running the exact statement our content service runs (captured by bench/lib/capture-sql.ts) and
// answering the same JSON shape. No session, no validation, no logging: the floor for that query.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { announce } from './listen';

const statement = JSON.parse(process.env.BENCH_SQL!) as { text: string; values: unknown[] };
const limit = Number(statement.values.at(-1)) - 1;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

// Rows as arrays, as drizzle asks for them: the statement selects created_at twice (the value and
// its text for the cursor), which an object row would fold into one key.
const app = new Hono().get('/api/content', async (c) => {
  const { rows } = await pool.query<unknown[]>({
    text: statement.text,
    values: statement.values,
    rowMode: 'array',
  });
  const items = rows.slice(0, limit).map((row) => ({
    id: row[0],
    title: row[1],
    description: row[2],
    audioUrl: row[3],
    durationMinutes: row[4],
    difficultyLevel: row[5],
    categoryId: row[6],
    scheduledFor: row[7],
    isPublished: row[8],
    createdBy: row[9],
    createdAt: (row[10] as Date).toISOString(),
    updatedAt: (row[11] as Date).toISOString(),
    audioGenerated: row[12],
    isDailyPsalm: row[13],
    generatedPsalm: row[14],
    psalmPrompt: row[15],
    psalmTheme: row[16],
    psalmDate: row[17],
    contentType: row[18],
    readBy: row[19],
    category: row[6] ? { id: row[6], name: row[20], color: row[21] } : null,
  }));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const nextCursor = last
    ? Buffer.from(JSON.stringify([last[22], last[0]])).toString('base64url')
    : null;
  return c.json({ items, nextCursor });
});

announce(createServer(getRequestListener(app.fetch)));
