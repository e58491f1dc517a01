import type { Db } from './connection';

/**
 * A value built once per database and kept while it lives: the prepared statements of the hot
 * member routes (decision 029), which drizzle would otherwise build on every request.
 */
export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
