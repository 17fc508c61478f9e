import type { Db } from '../../db/client.ts';

/**
 * The list's statements are prepared once per shape (the caller's role, which filters are given, the
 * ordering) and then run with the values of each request: building a statement of this size takes about a
 * millisecond of CPU, as much as PostgreSQL spends running it. The values (company, caller, filter values, page) are always
 * parameters, so a cached statement holds no data and no permission: visibility is decided by the
 * database on every request. Bounded, so that odd orderings cannot grow it without end.
 */
export class ShapeCache<T> {
  private readonly byDb = new WeakMap<Db, Map<string, T>>();
  constructor(private readonly max: number) {}

  get(db: Db, key: string, build: () => T): T {
    let shapes = this.byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      this.byDb.set(db, shapes);
    }
    let hit = shapes.get(key);
    if (!hit) {
      hit = build();
      if (shapes.size >= this.max) shapes.delete(shapes.keys().next().value ?? key);
      shapes.set(key, hit);
    }
    return hit;
  }
}
