/**
 * Named prepared statements for hot queries. A query sent unnamed is planned again every time; on
 * the six-table desk lookup that every request pays, planning costs ten times the run. A query
 * built here is planned once per connection and reused: build it with `sql.placeholder()` for its
 * parameters and end it with `.prepare(name)`, then call `.execute({ ... })`.
 */
import type { Db } from '../db/client';

/** The prepared query of `build` for one database handle, built on first use and kept with it. */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
