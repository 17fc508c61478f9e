import type { Role } from '../../../../contract/enums.ts';
import { LookalikeIndex } from '../../names.ts';
import { DepartmentResolver, type DeptNode } from './import.departments.ts';
import type { ImportLine } from './import.rows.ts';
import type { ImportAction, ImportChanges, ImportChangeValue, ImportField, ImportNote } from './import.schemas.ts';

/** What the company holds now, read in a fixed number of statements (import.apply.ts). */
export type Position = {
  id: number;
  departmentId: number | null;
  position: string;
  managerId: number | null;
  isActive: boolean;
};
export type Person = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role | null;
  isAdmin: boolean | null;
  eip: Position | null;
};
export type ImportState = {
  /** Users with a membership or a position in the company, by lower-case email. */
  people: Map<string, Person>;
  /** Users of the file's emails who are not in the company yet. */
  outsiders: Map<string, { userId: number; firstName: string; lastName: string }>;
  /** Every position of the company (people may hold more than one): id, manager and the holder's email. */
  positions: { id: number; managerId: number | null; email: string; title: string }[];
  departments: { id: number; parentId: number | null; name: string }[];
};

export type PlannedRow = {
  line: number;
  email: string;
  action: ImportAction;
  changes: ImportChanges;
  errors: ImportNote[];
  warnings: ImportNote[];
  /** For applying: who this is now and what their position and membership become. */
  userId: number | null;
  eipId: number | null;
  departmentKey: string | null | undefined;
  position: string | undefined;
  managerEmail: string | undefined;
  role: Role | undefined;
  isAdmin: boolean | undefined;
  names: { first: string; last: string } | null;
  membership: 'create' | 'update' | 'none';
  activate: boolean;
};
export type ImportPlan = {
  rows: PlannedRow[];
  created: DeptNode[];
  resolver: DepartmentResolver;
  summary: Record<ImportAction, number>;
};

const change = (changes: ImportChanges, field: ImportField, before: ImportChangeValue, after: ImportChangeValue) => {
  if (before !== after) changes[field] = { before, after };
};

/** The line errors that leave no department path to look up. */
const BAD_PATH = new Set<ImportNote['code']>(['row_empty_segment', 'row_department_too_long']);

export function planImport(lines: ImportLine[], state: ImportState): ImportPlan {
  const resolver = new DepartmentResolver(state.departments);
  const eipEmail = new Map(state.positions.map((p) => [p.id, p.email]));
  const firstLine = new Map<string, number>();
  const titles = new LookalikeIndex(state.positions.map((p) => p.title));
  const rows = lines.map((l) => planLine(l, state, resolver, eipEmail, firstLine, titles));
  const byEmail = new Map<string, PlannedRow>();
  for (const r of rows) if (r.email && !byEmail.has(r.email)) byEmail.set(r.email, r);

  for (const r of rows) {
    if (!r.managerEmail) continue;
    const inFile = byEmail.get(r.managerEmail);
    const inCompany = state.people.get(r.managerEmail);
    if (inFile || inCompany?.eip) continue;
    r.errors.push({
      code: inCompany ? 'row_manager_no_position' : 'row_manager_unknown',
      params: { value: r.managerEmail },
    });
  }
  findCycles(rows, state, byEmail);
  keepAnAdmin(rows, state);

  const summary: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) {
    if (r.errors.length) r.action = 'error';
    summary[r.action] += 1;
  }
  return { rows, created: resolver.created, resolver, summary };
}

function planLine(
  l: ImportLine,
  state: ImportState,
  resolver: DepartmentResolver,
  eipEmail: Map<number, string>,
  firstLine: Map<string, number>,
  titles: LookalikeIndex,
): PlannedRow {
  const errors = [...l.errors];
  const warnings: ImportNote[] = [];
  const changes: ImportChanges = {};
  if (l.email) {
    const seen = firstLine.get(l.email);
    if (seen !== undefined) errors.push({ code: 'row_duplicate', params: { value: l.email, line: seen } });
    else firstLine.set(l.email, l.line);
  }
  const person = state.people.get(l.email);
  const outsider = state.outsiders.get(l.email);
  const eip = person?.eip ?? null;

  let departmentKey: string | null | undefined;
  if (l.department && !errors.some((e) => BAD_PATH.has(e.code))) {
    const found = resolver.resolve(l.department);
    if ('error' in found) errors.push(found.error);
    else departmentKey = found.key;
  }
  const departmentPath = (id: number | null) => (id === null ? null : resolver.pathOf(`d${id}`));
  if (departmentKey !== undefined)
    change(
      changes,
      'department',
      departmentPath(eip?.departmentId ?? null),
      departmentKey === null ? null : resolver.pathOf(departmentKey),
    );
  if (l.position !== null) change(changes, 'position', eip ? eip.position : null, l.position);
  // A title that only looks like one in use, or like one earlier in the file, would be a second title for one job.
  const twin = l.position ? titles.twin(l.position) : undefined;
  if (twin !== undefined)
    errors.push({ code: 'row_position_lookalike', params: { value: l.position ?? '', name: twin } });
  else if (l.position) titles.add(l.position);
  if (l.managerEmail)
    change(changes, 'manager', eip?.managerId ? (eipEmail.get(eip.managerId) ?? null) : null, l.managerEmail);
  if (eip && !eip.isActive) change(changes, 'is_active', false, true);

  const isMember = Boolean(person?.role);
  const wantedRole = l.role ?? (isMember ? undefined : 'EMPLOYEE');
  const wantedAdmin = l.isAdmin ?? (isMember ? undefined : false);
  if (wantedRole) change(changes, 'role', person?.role ?? null, wantedRole);
  if (wantedAdmin !== undefined) change(changes, 'is_admin', isMember ? (person?.isAdmin ?? null) : null, wantedAdmin);
  const role = wantedRole && (!isMember || wantedRole !== person?.role) ? wantedRole : undefined;
  const isAdmin = wantedAdmin !== undefined && (!isMember || wantedAdmin !== person?.isAdmin) ? wantedAdmin : undefined;

  // Users are shared between companies: a stored name is the person's own and is only filled when empty.
  const account = person ?? outsider;
  let names: PlannedRow['names'] = null;
  if (l.firstName || l.lastName) {
    if (!account || (!account.firstName && !account.lastName)) {
      names = { first: l.firstName, last: l.lastName };
      change(changes, 'first_name', account ? '' : null, l.firstName);
      change(changes, 'last_name', account ? '' : null, l.lastName);
    } else if (account.firstName !== l.firstName || account.lastName !== l.lastName) {
      warnings.push({ code: 'row_name_kept', params: { name: `${account.firstName} ${account.lastName}`.trim() } });
    }
  }

  return {
    line: l.line,
    email: l.email,
    action: eip ? (Object.keys(changes).length ? 'update' : 'unchanged') : 'create',
    changes,
    errors,
    warnings,
    userId: account?.userId ?? null,
    eipId: eip?.id ?? null,
    departmentKey,
    position: l.position ?? undefined,
    managerEmail: l.managerEmail ?? undefined,
    role,
    isAdmin,
    names,
    membership: !isMember ? 'create' : role !== undefined || isAdmin !== undefined ? 'update' : 'none',
    activate: Boolean(eip && !eip.isActive),
  };
}

/**
 * The manager links after the import form a graph with at most one edge out of each position; walking it
 * once (three colours) finds every cycle in linear time. A cycle is reported on the lines that set one of
 * its links; a cycle the file does not touch was there before and is left alone.
 */
function findCycles(rows: PlannedRow[], state: ImportState, byEmail: Map<string, PlannedRow>): void {
  const keyOfEmail = (email: string) => {
    const eip = state.people.get(email)?.eip;
    return eip ? `e${eip.id}` : `n${email}`;
  };
  const next = new Map<string, string>();
  const emailOf = new Map<string, string>();
  for (const p of state.positions) {
    emailOf.set(`e${p.id}`, p.email);
    if (p.managerId !== null) next.set(`e${p.id}`, `e${p.managerId}`);
  }
  const rowOf = new Map<string, PlannedRow>();
  for (const r of rows) {
    if (!r.email || byEmail.get(r.email) !== r) continue;
    const key = keyOfEmail(r.email);
    emailOf.set(key, r.email);
    rowOf.set(key, r);
    // Managing oneself is already an error of the line (row_own_manager), not a cycle to report again.
    if (r.managerEmail && r.managerEmail !== r.email) next.set(key, keyOfEmail(r.managerEmail));
  }
  const colour = new Map<string, 1 | 2>();
  for (const start of next.keys()) {
    if (colour.has(start)) continue;
    const path: string[] = [];
    let k: string | undefined = start;
    while (k !== undefined && !colour.has(k)) {
      colour.set(k, 1);
      path.push(k);
      k = next.get(k);
    }
    if (k !== undefined && colour.get(k) === 1) {
      const cycle = path.slice(path.indexOf(k));
      const setters = cycle.map((c) => rowOf.get(c)).filter((r): r is PlannedRow => Boolean(r?.managerEmail));
      const chain = [...cycle, k].map((c) => emailOf.get(c) ?? c).join(' → ');
      for (const r of setters) r.errors.push({ code: 'row_manager_cycle', params: { chain } });
    }
    for (const p of path) colour.set(p, 2);
  }
}

/** The company keeps at least one admin: taking the flag from the last ones is refused on their lines. */
function keepAnAdmin(rows: PlannedRow[], state: ImportState): void {
  const admins = new Set([...state.people.values()].filter((p) => p.isAdmin).map((p) => p.email));
  for (const r of rows) {
    if (r.isAdmin === true) admins.add(r.email);
    if (r.isAdmin === false) admins.delete(r.email);
  }
  if (admins.size) return;
  for (const r of rows)
    if (r.isAdmin === false && state.people.get(r.email)?.isAdmin)
      r.errors.push({ code: 'row_last_admin', params: {} });
}
