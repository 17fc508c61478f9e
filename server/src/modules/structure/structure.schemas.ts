import { z } from 'zod';
import { ROLES, STAGES } from '../../db/schema/enums.ts';

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
  is_active: z.boolean(),
  role: z.enum(ROLES).nullable(),
  is_admin: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const departmentOut = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  /** Names from the root, joined by "/": the form the import accepts. */
  path: z.string(),
  depth: z.number(),
  head: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  employees_count: z.number(),
  children_count: z.number(),
  version: z.number(),
});

export const departmentWithPeopleOut = departmentOut.extend({ employee_in_positions: z.array(personOut) });
export const managedPersonOut = personOut.extend({
  form: z
    .object({ id: z.number(), stage: z.enum(STAGES) })
    .nullable()
    .optional(),
});

/** The DRF list shape; lists that are never paginated answer next/previous null. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
