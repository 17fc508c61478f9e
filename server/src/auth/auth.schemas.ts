import { INT_MAX } from '../db/sql.ts';
import { z } from 'zod';
import type { ErrorCode } from '../../../contract/errors/index.ts';
import { pageOut } from '../http/page-schema.ts';
import { listQuery } from '../http/pagination.ts';
import { coded } from '../http/zod.ts';

/**
 * Sign-in, demo sign-in and staff impersonation: bodies and answers, with a named type for each answer
 * that the web imports type-only.
 */

export const userOut = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** "First Last", or the email when both are empty. */
  full_name: z.string(),
  is_staff: z.boolean(),
});
export type UserOut = z.infer<typeof userOut>;

/** The signed-in user; while staff act as someone else, `impersonator` is the staff user. */
export const meOut = userOut.extend({
  impersonator: userOut.pick({ id: true, email: true, full_name: true }).nullable(),
});
export type MeOut = z.infer<typeof meOut>;

export const providersOut = z.object({
  providers: z.array(z.object({ name: z.string(), title: z.string() })),
  /** Whether POST demo/impersonate_as_demo_user/ is on. */
  demo: z.boolean(),
});
export type ProvidersOut = z.infer<typeof providersOut>;

/** A user staff may look for, with the companies they belong to (by name), for telling namesakes apart. */
export const impersonationCandidateOut = userOut.extend({
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ImpersonationCandidateOut = z.infer<typeof impersonationCandidateOut>;
export const impersonationCandidateListOut = pageOut(impersonationCandidateOut);
export type ImpersonationCandidateListOut = z.infer<typeof impersonationCandidateListOut>;

export const DEMO_ROLES = ['employee', 'manager', 'admin'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export const demoSignInBody = z.object({ role: z.enum(DEMO_ROLES) });

export const IMPERSONATION_REASON_MAX = 500;

/**
 * Whom to act as, and why: the reason goes to the audit log beside the start. `company_id`: the company the person
 * is to be viewed in (one of theirs), so that the start and stop show in that company's log; without it, the
 * person's only company if they have one.
 */
export const impersonateBody = z.object({
  user_id: z.number().int().positive().max(INT_MAX),
  company_id: z.number().int().positive().max(INT_MAX).optional(),
  reason: z
    // The type's own error (no reason, or not text) names the field's rule; the length checks keep theirs.
    .string({
      error: (issue) => (typeof issue.input === 'string' ? undefined : coded('impersonation_reason_required')),
    })
    .trim()
    .min(1, coded('impersonation_reason_required'))
    .max(IMPERSONATION_REASON_MAX),
});
export type ImpersonateBody = z.infer<typeof impersonateBody>;
/** `search` looks in the name (either order), the email and the names of the user's companies. */
export const impersonationUsersQuery = listQuery.omit({ ordering: true });
export type ImpersonationUsersQuery = z.infer<typeof impersonationUsersQuery>;

export const providerParam = z.object({ provider: z.string().max(100) });
/** `next`: the same-site path to return to after sign-in (anything else returns to "/"). */
/** Any `next` starts the sign-in: one that is not a page of this site (or too long) returns to `/` after it. */
export const loginQuery = z.object({ next: z.string().optional() });

/**
 * Why a sign-in ended back on /auth/login/?error=<code>: the page words the code from the catalogue
 * (contract/errors/auth.ts).
 */
export const LOGIN_ERRORS = [
  'provider_unavailable',
  'session_expired',
  'sign_in_failed',
  'email_not_verified',
] as const satisfies readonly ErrorCode[];
export type LoginError = (typeof LOGIN_ERRORS)[number];
