import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memberships, productFeedback, users } from '../../db/schema/index.ts';
import type { Auth } from '../../auth/sessions.ts';
import { fullName } from '../../auth/auth.service.ts';
import { NotFound } from '../../http/errors.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import { fullNameSql, nameMatches } from '../../db/sql.ts';
import type { FeedbackCreate, FeedbackListQuery, FeedbackOut } from './feedback.schemas.ts';
import { recordAudit } from '../../audit/record.ts';

const f = productFeedback;

/** The company the feedback names, if the user acting is a member of it; another company is a 404. */
async function companyOf(db: Db, userId: number, companyId: number | undefined): Promise<FeedbackOut['company']> {
  if (companyId === undefined) return null;
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .limit(1);
  const company = rows.at(0);
  if (!company) throw new NotFound();
  return company;
}

/**
 * Stores the feedback as written by the user acting: while staff impersonate someone, the feedback is that
 * user's (it is about what they see), and the audit log names the staff user who actually sent it.
 */
export async function createFeedback(db: Db, auth: Auth, body: FeedbackCreate): Promise<FeedbackOut> {
  const { user, impersonator } = auth;
  const company = await companyOf(db, user.id, body.company_id);
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(f)
      .values({ companyId: company?.id ?? null, userId: user.id, text: body.text, page: body.page })
      .returning({ id: f.id, createdAt: f.createdAt });
    if (impersonator) {
      await recordAudit(tx, {
        companyId: company?.id ?? null,
        userId: impersonator.id,
        action: 'feedback.created',
        targetType: 'product_feedback',
        targetId: stored.id,
        data: { as_user: user.id },
      });
    }
    return stored;
  });
  return {
    id: row.id,
    text: body.text,
    page: body.page,
    created_at: row.createdAt.toISOString(),
    user: { id: user.id, email: user.email, full_name: fullName(user) },
    company,
  };
}

/**
 * Staff: every company's feedback, newest first, in one statement (a page past the end adds a count).
 * The search looks in the text and in the author's email and name.
 */
export async function listFeedback(db: Db, query: FeedbackListQuery): Promise<{ rows: FeedbackOut[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    query.company ? eq(f.companyId, query.company) : undefined,
    pattern ? or(ilike(f.text, pattern), ilike(users.email, pattern), nameMatches(users, pattern)) : undefined,
  );
  const orderBy = orderingOf(query.ordering, { created_at: f.createdAt }, [desc(f.createdAt), desc(f.id)]);
  const rows = await db
    .select({
      id: f.id,
      text: f.text,
      page: f.page,
      createdAt: f.createdAt,
      userId: users.id,
      email: users.email,
      fullName: fullNameSql(users),
      companyId: companies.id,
      companyName: companies.name,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(f)
    .leftJoin(users, eq(users.id, f.userId))
    .leftJoin(companies, eq(companies.id, f.companyId))
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => {
    const [counted] = await db.select({ n: count() }).from(f).leftJoin(users, eq(users.id, f.userId)).where(where);
    return counted.n;
  });
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      text: r.text,
      page: r.page,
      created_at: r.createdAt.toISOString(),
      user: r.userId !== null && r.email !== null ? { id: r.userId, email: r.email, full_name: r.fullName } : null,
      company: r.companyId !== null && r.companyName !== null ? { id: r.companyId, name: r.companyName } : null,
    })),
  };
}
