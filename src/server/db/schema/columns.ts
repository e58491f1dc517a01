import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Shared column builders and CHECK helpers for the domain schema files. No tables live here.

/** A nullable timestamptz column (UTC instants). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** created_at timestamptz NOT NULL DEFAULT now(). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** updated_at timestamptz NOT NULL DEFAULT now(), refreshed by drizzle on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A quoted SQL string literal. Only ever fed the constant arrays of src/contracts/enums.ts. */
function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

function literalList(values: readonly string[]): SQL {
  return sql.join(values.map(literal), sql.raw(', '));
}

/** CHECK body: the column is one of the values (a NULL passes; add notNull() to forbid it). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${literalList(values)})`;
}

/** CHECK body: every element of a text[] column is one of the values. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${literalList(values)}]::text[]`;
}

/** An empty array literal as a column default. */
export const emptyArray = (type: 'text' | 'uuid') => sql.raw(`'{}'::${type}[]`);
