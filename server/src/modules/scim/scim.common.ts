import { z } from 'zod';
import { parse, type Filter } from 'scim2-parse-filter';
import { formatError } from '../../../../contract/errors/index.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';

/** SCIM 2.0 (RFC 7643, RFC 7644): the schema URNs this endpoint speaks. */
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_TYPE = 'application/scim+json; charset=utf-8';

/** RFC 7644 3.12 `scimType` values this endpoint sends. */
export type ScimType = 'invalidFilter' | 'uniqueness' | 'invalidValue' | 'invalidSyntax' | 'mutability' | 'noTarget';

/** An error answered as RFC 7644 3.12 JSON: `{schemas, status, scimType?, detail}`. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

/** The body of a SCIM error. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/**
 * The structure services' refusals in SCIM's words: a field's coded 400 becomes `invalidValue` naming the field
 * (a name already taken `uniqueness`, 409), a 404 stays a 404, any other coded error keeps its status.
 */
export function scimErrorOf(error: unknown): ScimError | null {
  if (error instanceof ScimError) return error;
  if (error instanceof ValidationError) {
    const [field, codes] = Object.entries(error.fields).at(0) ?? ['body', []];
    const first = codes.at(0);
    const text = first ? `${field}: ${formatError(first, 'en')}` : field;
    const taken = first?.code === 'duplicate_department' || first?.code === 'already_placed';
    return taken ? new ScimError(409, text, 'uniqueness') : new ScimError(400, text, 'invalidValue');
  }
  if (error instanceof HttpError) return new ScimError(error.statusCode, error.code);
  return null;
}

/** Parses a body part or answers 400 `invalidValue` naming the first wrong attribute. */
export function parseScim<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String).join('.') || 'body';
  throw new ScimError(400, `${path}: ${issue.message}`, 'invalidValue');
}

/** RFC 7644 3.4.2.4 paging: `startIndex` is 1-based (less than 1 reads as 1), `count` at most 200 (default 100). */
export const listQuery = z.object({
  filter: z.string().max(2000).optional(),
  startIndex: z.coerce.number().int().catch(1).default(1),
  count: z.coerce.number().int().catch(100).default(100),
});
export type ListQuery = { filter?: string; offset: number; limit: number; startIndex: number };

export function listQueryOf(input: unknown): ListQuery {
  const q = parseScim(listQuery, input);
  const startIndex = Math.max(1, q.startIndex);
  return { filter: q.filter, startIndex, offset: startIndex - 1, limit: Math.min(200, Math.max(0, q.count)) };
}

export function listResponse<T>(resources: T[], total: number, query: ListQuery) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex: query.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/**
 * The `eq` comparisons of a filter (RFC 7644 3.4.2.2), joined by `and`, by attribute name in lower case: the
 * attributes a client looks people and groups up by (a value path's `members[value eq "x"]` as `members.value`).
 * Anything else is a 400 `invalidFilter`.
 */
export function equalities(filter: string | undefined, allowed: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  if (filter === undefined || filter.trim() === '') return found;
  let tree: Filter;
  try {
    tree = parse(filter);
  } catch (error) {
    throw new ScimError(400, `filter: ${error instanceof Error ? error.message : 'cannot be parsed'}`, 'invalidFilter');
  }
  const visit = (f: Filter): void => {
    if (f.op === 'and' && 'filters' in f) {
      f.filters.forEach(visit);
      return;
    }
    // `members[value eq "x"]` reads as `members.value eq "x"` (Azure AD asks whether a group has a member so).
    if (f.op === '[]' && 'valFilter' in f && f.valFilter.op === 'eq' && 'compValue' in f.valFilter) {
      visit({ ...f.valFilter, attrPath: `${f.attrPath}.${f.valFilter.attrPath}` });
      return;
    }
    if (f.op === 'eq' && 'compValue' in f) {
      const attr = f.attrPath.replace(/^urn:[^:]+(?::[^:]+)*:/, '').toLowerCase();
      if (allowed.includes(attr) && typeof f.compValue === 'string') {
        found.set(attr, f.compValue);
        return;
      }
    }
    throw new ScimError(
      400,
      `filter: only ${allowed.join(', ')} with "eq" (joined by "and") are supported`,
      'invalidFilter',
    );
  };
  visit(tree);
  return found;
}

/** A SCIM id is this endpoint's integer id as a string; anything else names nothing (404). */
export function idOf(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (!id) throw new ScimError(404, `Resource ${value} not found`);
  return id;
}

/** Azure AD sends booleans as "True"/"False" in PATCH values. */
export const scimBoolean = z.preprocess(
  (v) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v),
  z.boolean(),
);

/** RFC 7644 3.5.2: a PatchOp body. */
export const patchBody = z.looseObject({
  schemas: z.array(z.string()).refine((s) => s.includes(PATCH_SCHEMA), `must include ${PATCH_SCHEMA}`),
  Operations: z
    .array(
      z.looseObject({
        op: z
          .string()
          .transform((op) => op.toLowerCase())
          .pipe(z.enum(['add', 'replace', 'remove'])),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type PatchOp = z.output<typeof patchBody>['Operations'][number];
