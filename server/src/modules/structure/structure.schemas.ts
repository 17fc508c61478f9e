import { INT_MAX } from '../../db/sql.ts';
import { z } from 'zod';
import { ROLES, STAGES } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { coded, q } from '../../http/zod.ts';
import { hasVisibleText } from '../../names.ts';

/**
 * The org structure's contract: request bodies and queries, and every answer, with a named type for each
 * answer that the web imports type-only. The people import has its own file (import.schemas.ts).
 */

/** A row id as a body field: a positive integer that fits PostgreSQL's int, so a huge number is a 400 on its field. */
/** Department names may not hold the path separator: the import finds departments by path. */
export const PATH_SEPARATOR = '/';

const ref = z.number().int().positive().max(INT_MAX, coded('no_record'));
const optionalRef = ref.nullable();
const version = z.number().int().positive().max(INT_MAX);
const search = z.string().trim().max(200).optional();

// ---- answers

export const personOut = z.object({
  id: z.number(),
  user_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  position: z.string(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  manager_id: z.number().nullable(),
  manager_name: z.string().nullable(),
  /** The job family and its level key: a form shows the behaviours expected at that level. */
  job_family_id: z.number().nullable(),
  job_level: z.string().nullable(),
  is_active: z.boolean(),
  /** Null when the person has a position but no membership in the company. */
  role: z.enum(ROLES).nullable(),
  is_admin: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PersonOut = z.infer<typeof personOut>;

export const departmentOut = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  /** Names from the root, joined by "/": the form the import accepts. */
  path: z.string(),
  depth: z.number().int().min(0),
  head: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  /** Active people in the department itself (not its sub-departments). */
  employees_count: z.number().int().min(0),
  children_count: z.number().int().min(0),
  version: z.number(),
});
export type DepartmentOut = z.infer<typeof departmentOut>;

export const departmentWithPeopleOut = departmentOut.extend({ employee_in_positions: z.array(personOut) });
export type DepartmentWithPeopleOut = z.infer<typeof departmentWithPeopleOut>;

/** A person the caller oversees; with ?period, their form in it (null when they have none). */
export const managedPersonOut = personOut.extend({
  form: z
    .object({ id: z.number(), stage: z.enum(STAGES) })
    .nullable()
    .optional(),
});
export type ManagedPersonOut = z.infer<typeof managedPersonOut>;

/** Lists that are never paginated (the tree, the caller's own positions) answer next and previous null. */
export const departmentListOut = pageOut(departmentOut);
export type DepartmentListOut = z.infer<typeof departmentListOut>;
export const departmentWithPeopleListOut = pageOut(departmentWithPeopleOut);
export type DepartmentWithPeopleListOut = z.infer<typeof departmentWithPeopleListOut>;
export const personListOut = pageOut(personOut);
export type PersonListOut = z.infer<typeof personListOut>;
export const managedPersonListOut = pageOut(managedPersonOut);
export type ManagedPersonListOut = z.infer<typeof managedPersonListOut>;
/** A person's unfinished forms in periods not yet closed: their own, and those they assess. */
export const openFormsOut = z.object({ as_employee: z.number(), as_reviewer: z.number() });
export type OpenFormsOut = z.infer<typeof openFormsOut>;

// ---- departments

const departmentName = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(200)
  .refine(hasVisibleText, coded('blank'))
  .refine((s) => !s.includes(PATH_SEPARATOR), coded('name_slash'));
/** The head as an id, or as a read returned it (`{id, full_name}`), so a record read can be sent back. */
const head = z.union([optionalRef, z.object({ id: ref }).transform((h) => h.id)]);

export const departmentCreate = z.strictObject({
  name: departmentName,
  parent: optionalRef.default(null),
  head: head.default(null),
});
export type DepartmentCreate = z.infer<typeof departmentCreate>;

/** PUT replaces what may be written: name, parent and head, at the version it was read at. */
const departmentPutFields = z.strictObject({ name: departmentName, parent: optionalRef, head, version });
export const departmentPut = acceptsReadOnly(departmentPutFields, departmentOut);
export type DepartmentPut = z.infer<typeof departmentPutFields>;

const departmentPatchFields = z.strictObject({
  name: departmentName.optional(),
  parent: optionalRef.optional(),
  head: head.optional(),
  version,
});
export const departmentPatch = acceptsReadOnly(departmentPatchFields, departmentOut);
export type DepartmentPatch = z.infer<typeof departmentPatchFields>;

export const departmentListQuery = z.object({ search, ids: q.ids().optional() });
export type DepartmentListQuery = z.infer<typeof departmentListQuery>;

// ---- people in positions

const personName = z.string().trim().max(150);
const positionTitle = z.string().trim().max(200);

export const positionCreate = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  first_name: personName.default(''),
  last_name: personName.default(''),
  department: optionalRef.default(null),
  position: positionTitle.default(''),
  manager: optionalRef.default(null),
  /** A job family of the company and one of its level keys (the form shows that level's behaviours). */
  job_family: optionalRef.default(null),
  job_level: z.string().trim().min(1).max(40).nullable().default(null),
  is_active: z.boolean().default(true),
  role: z.enum(ROLES).optional(),
  is_admin: z.boolean().optional(),
});
export type PositionCreate = z.infer<typeof positionCreate>;

/**
 * PUT replaces the position (department, title, manager, activity); the role and the admin flag belong to
 * the membership and change only when given. The person's email and names are the user's and are ignored.
 */
const positionPutFields = z.strictObject({
  department: optionalRef,
  position: positionTitle,
  manager: optionalRef,
  /** A job family of the company and one of its level keys; null clears them, absent leaves them. */
  job_family: optionalRef.optional(),
  job_level: z.string().trim().min(1).max(40).nullable().optional(),
  is_active: z.boolean(),
  /** Null (as a read shows a person without a membership) leaves the role as it is. */
  role: z.enum(ROLES).nullable().optional(),
  is_admin: z.boolean().optional(),
  version,
});
export const positionPut = acceptsReadOnly(positionPutFields, personOut);

const positionPatchFields = z.strictObject({
  department: optionalRef.optional(),
  position: positionTitle.optional(),
  manager: optionalRef.optional(),
  /** A job family of the company and one of its level keys; null clears them, absent leaves them. */
  job_family: optionalRef.optional(),
  job_level: z.string().trim().min(1).max(40).nullable().optional(),
  is_active: z.boolean().optional(),
  role: z.enum(ROLES).nullable().optional(),
  is_admin: z.boolean().optional(),
  version,
});
export const positionPatch = acceptsReadOnly(positionPatchFields, personOut);
export type PositionPatch = z.infer<typeof positionPatchFields>;

export const positionListQuery = listQuery.extend({
  department: q.ids().optional(),
  manager: q.ids().optional(),
  is_active: q.bool().optional(),
  ids: q.ids().optional(),
});
export type PositionListQuery = z.infer<typeof positionListQuery>;

export const peopleTreeQuery = z.object({ search, department: q.ids().optional(), is_active: q.bool().optional() });
export type PeopleTreeQuery = z.infer<typeof peopleTreeQuery>;
export const managedDepartmentsQuery = z.object({ search, is_active: q.bool().optional() });
export type ManagedDepartmentsQuery = z.infer<typeof managedDepartmentsQuery>;

export const managedPeopleQuery = listQuery.extend({
  department: q.ids().optional(),
  period: q.int().optional(),
  has_form: q.bool().optional(),
  is_active: q.bool().optional(),
  ids: q.ids().optional(),
});
export type ManagedPeopleQuery = z.infer<typeof managedPeopleQuery>;
