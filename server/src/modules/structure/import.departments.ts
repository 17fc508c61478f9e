import { nameKey, nameSkeleton } from '../../names.ts';
import type { ImportNote } from './import.schemas.ts';
import { PATH_SEPARATOR } from './structure.schemas.ts';

/** A department of the company (key `d<id>`) or one the import will create (key `n<k>`). */
export type DeptNode = { key: string; id: number | null; parentKey: string | null; name: string };

// Names are compared as every unique name is (server/src/names.ts): letter case, spaces and invisible characters aside.
const norm = nameKey;
function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Finds departments by path, creating what is missing. A path names departments from the top down: it is
 * looked up first from a root ("Руководство/Разработка/Фронтенд"), then as the tail of any branch
 * ("Разработка/Фронтенд"); when neither finds it, the longest part that is found gets the rest created
 * under it (and a path found nowhere is created from the root). Two matches are an error, never a guess,
 * and so is a new department that only looks like a sibling (a Latin "o" in a Cyrillic name): it would be
 * taken for that one.
 */
export class DepartmentResolver {
  private readonly nodes = new Map<string, DeptNode>();
  private readonly children = new Map<string, string[]>();
  private readonly byName = new Map<string, string[]>();
  readonly created: DeptNode[] = [];

  constructor(rows: readonly { id: number; parentId: number | null; name: string }[]) {
    for (const r of rows)
      this.add({ key: `d${r.id}`, id: r.id, parentKey: r.parentId === null ? null : `d${r.parentId}`, name: r.name });
  }

  private add(node: DeptNode): void {
    this.nodes.set(node.key, node);
    push(this.children, node.parentKey ?? '', node.key);
    push(this.byName, norm(node.name), node.key);
  }

  node(key: string): DeptNode | undefined {
    return this.nodes.get(key);
  }

  pathOf(key: string): string {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let k: string | null = key; k && !seen.has(k); k = this.nodes.get(k)?.parentKey ?? null) {
      seen.add(k);
      names.unshift(this.nodes.get(k)?.name ?? '?');
    }
    return names.join(PATH_SEPARATOR);
  }

  /** How many of a node's ancestors are new: 0 means its parent exists, so it can be inserted first. */
  generation(key: string): number {
    let n = 0;
    for (
      let k = this.nodes.get(key)?.parentKey ?? null;
      k && this.nodes.get(k)?.id === null;
      k = this.nodes.get(k)?.parentKey ?? null
    )
      n += 1;
    return n;
  }

  private fromRoot(segments: string[]): string[] {
    let level = [''];
    for (const name of segments) {
      level = level.flatMap((p) =>
        (this.children.get(p) ?? []).filter((k) => norm(this.nodes.get(k)?.name ?? '') === norm(name)),
      );
      if (!level.length) return [];
    }
    return level;
  }

  private asTail(segments: string[]): string[] {
    return (this.byName.get(norm(segments[segments.length - 1])) ?? []).filter((key) => {
      let k: string | null = key;
      for (let i = segments.length - 1; i >= 0; i -= 1) {
        const node: DeptNode | undefined = k ? this.nodes.get(k) : undefined;
        if (!node || norm(node.name) !== norm(segments[i])) return false;
        k = node.parentKey;
      }
      return true;
    });
  }

  private find(segments: string[]): { key: string } | { ambiguous: string[] } | null {
    const full = this.fromRoot(segments);
    const found = full.length ? full : this.asTail(segments);
    if (found.length === 1) return { key: found[0] };
    if (found.length > 1) return { ambiguous: found.map((k) => this.pathOf(k)) };
    return null;
  }

  resolve(segments: string[]): { key: string } | { error: ImportNote } {
    const ambiguity = (paths: string[]): { error: ImportNote } => ({
      error: {
        code: 'row_ambiguous_department',
        params: { value: segments.join(PATH_SEPARATOR), paths: paths.slice(0, 3).join('; ') },
      },
    });
    const found = this.find(segments);
    if (found && 'key' in found) return found;
    if (found) return ambiguity(found.ambiguous);
    const lookalike = (parent: string | null, name: string): { error: ImportNote } | null => {
      const skeleton = nameSkeleton(name);
      const twin = (this.children.get(parent ?? '') ?? []).find(
        (k) => nameSkeleton(this.nodes.get(k)?.name ?? '') === skeleton,
      );
      if (twin === undefined) return null;
      const params = { value: segments.join(PATH_SEPARATOR), path: this.pathOf(twin) };
      return { error: { code: 'row_department_lookalike', params } };
    };
    let parentKey: string | null = null;
    let key = '';
    let start = 0;
    for (let k = segments.length - 1; k >= 1; k -= 1) {
      const prefix = this.find(segments.slice(0, k));
      if (!prefix) continue;
      if ('ambiguous' in prefix) return ambiguity(prefix.ambiguous);
      parentKey = prefix.key;
      start = k;
      break;
    }
    for (const name of segments.slice(start)) {
      const twin = lookalike(parentKey, name);
      if (twin) return twin;
      const node: DeptNode = { key: `n${this.created.length}`, id: null, parentKey, name };
      this.add(node);
      this.created.push(node);
      parentKey = node.key;
      key = node.key;
    }
    return { key };
  }
}
