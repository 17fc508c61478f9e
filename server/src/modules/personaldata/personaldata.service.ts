import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../../contract/errors/index.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { companies, employeeInPositions } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { NotFound } from '../../http/errors.ts';
import { readUse } from './export.account.ts';
import {
  readAccount,
  readFeedbackCounts,
  readForms,
  readGoals,
  readOneOnOnes,
  readPraise,
  readReview360,
  type Subject,
} from './export.read.ts';
import { eraseInTx } from './erase.ts';
import type { ErasureOut, PersonalDataExport, RetentionSettings } from './personaldata.schemas.ts';
import { EXPORT_TEXTS } from './texts.ts';

/** The person of a position of the caller's company (a position of another company: 404). */
async function subjectOf(ex: Executor, companyId: number, positionId: number): Promise<Subject> {
  const row = (
    await ex
      .select({ userId: employeeInPositions.userId })
      .from(employeeInPositions)
      .where(and(eq(employeeInPositions.companyId, companyId), eq(employeeInPositions.id, positionId)))
  ).at(0);
  if (!row) throw new NotFound();
  return { companyId, userId: row.userId };
}

/**
 * Everything the company's part of the product holds about the person of a position (personaldata.schemas.ts),
 * read in one transaction, a constant number of statements whatever the person's history; the export is audited.
 */
export async function exportPerson(
  db: Db,
  clock: Clock,
  caller: Caller,
  positionId: number,
  lang: Lang,
): Promise<PersonalDataExport> {
  const companyId = caller.member.companyId;
  return db.transaction(async (tx) => {
    const s = await subjectOf(tx, companyId, positionId);
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    const account = await readAccount(tx, s);
    const result: PersonalDataExport = {
      format_version: 1,
      generated_at: clock.now().toISOString(),
      company,
      privacy_note: EXPORT_TEXTS[lang].privacy_note,
      ...account,
      ...(await readForms(tx, s)),
      ...(await readGoals(tx, s)),
      one_on_ones: await readOneOnOnes(tx, s),
      feedback: await readFeedbackCounts(tx, s),
      praise: await readPraise(tx, s),
      review360: await readReview360(tx, s),
      ...(await readUse(tx, s)),
    };
    await recordAudit(tx, {
      companyId,
      userId: caller.userId,
      action: 'person.exported',
      targetType: 'user',
      targetId: s.userId,
      data: { position_id: positionId },
    });
    return result;
  });
}

/** Erases the person of a position of the caller's company (erase.ts), in one transaction. */
export async function erasePerson(
  db: Db,
  clock: Clock,
  caller: Caller,
  positionId: number,
  lang: Lang,
): Promise<ErasureOut> {
  return db.transaction(async (tx) => {
    const s = await subjectOf(tx, caller.member.companyId, positionId);
    const done = await eraseInTx(tx, s, clock.now(), { userId: caller.userId, lang, reason: 'admin' });
    return { user_id: s.userId, erased_at: done.erasedAt, already: done.already };
  });
}

/** The company's retention of deactivated people. */
export async function getRetention(db: Db, companyId: number): Promise<RetentionSettings> {
  const [row] = await db
    .select({ days: companies.eraseDeactivatedAfterDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { erase_deactivated_after_days: row.days };
}

/** Sets the company's retention, audited with the value before and after. */
export async function setRetention(db: Db, caller: Caller, input: RetentionSettings): Promise<RetentionSettings> {
  const companyId = caller.member.companyId;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ days: companies.eraseDeactivatedAfterDays })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    await tx
      .update(companies)
      .set({ eraseDeactivatedAfterDays: input.erase_deactivated_after_days })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, {
      companyId,
      userId: caller.userId,
      action: 'company.retention_changed',
      targetType: 'company',
      targetId: companyId,
      before: { erase_deactivated_after_days: before.days },
      after: { erase_deactivated_after_days: input.erase_deactivated_after_days },
    });
    return input;
  });
}
