import type { DepartmentOut as Department } from '../../api/types.ts';

/** The flat, path-ordered department list indexed for the tree: children by parent and totals by subtree. */
export type TreeIndex = {
  byId: Map<number, Department>;
  /** Children in path order; key null holds the roots (and any department whose parent is not listed). */
  children: Map<number | null, Department[]>;
  /** Active people in a department and all its sub-departments. */
  totals: Map<number, number>;
};

export function indexTree(list: readonly Department[]): TreeIndex {
  const byId = new Map(list.map((d) => [d.id, d]));
  const children = new Map<number | null, Department[]>();
  for (const d of list) {
    const parent = d.parent_id !== null && byId.has(d.parent_id) ? d.parent_id : null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(d);
    else children.set(parent, [d]);
  }
  const totals = new Map<number, number>();
  // Path order puts every parent before its children, so walking backwards sums children first.
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const d = list[i];
    const sum = d.employees_count + (children.get(d.id) ?? []).reduce((n, c) => n + (totals.get(c.id) ?? 0), 0);
    totals.set(d.id, sum);
  }
  return { byId, children, totals };
}

/** The department and everything below it. */
export function subtreeIds(index: TreeIndex, id: number): number[] {
  const ids: number[] = [];
  const stack = [id];
  const seen = new Set<number>();
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    ids.push(next);
    for (const child of index.children.get(next) ?? []) stack.push(child.id);
  }
  return ids;
}

/** Parents from the root down to the department's own parent. */
export function ancestorIds(index: TreeIndex, id: number): number[] {
  const ids: number[] = [];
  const seen = new Set<number>([id]);
  for (
    let parent = index.byId.get(id)?.parent_id ?? null;
    parent !== null && !seen.has(parent);
    parent = index.byId.get(parent)?.parent_id ?? null
  ) {
    seen.add(parent);
    ids.unshift(parent);
  }
  return ids;
}
