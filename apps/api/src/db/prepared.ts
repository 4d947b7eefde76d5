import type { Db } from './client.js';

/**
 * A hot statement prepared once per database handle (decision 139). On a PostgreSQL server the
 * statement is named, so each pooled connection parses it once and the server may keep a generic
 * plan for it: under the mixed learner workload, planning the API's statements again on every
 * call took as long as running them. Drizzle builds the statement's text once, too. PGlite runs
 * in this process and ignores the name.
 *
 * `build` gets the handle (the app's database, or a transaction, which prepares on its own
 * connection) and returns `query.prepare(name)` with `sql.placeholder`s for the values. Give
 * each statement its own name: PostgreSQL refuses a name given again with another text.
 */
export function preparedStatement<T, H extends object = Db>(build: (db: H) => T): (db: H) => T {
  const byHandle = new WeakMap<H, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}
