import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { REVIEW360_DEFAULTS } from '../../../../contract/limits.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  assessmentPeriods,
  review360Questions,
  review360Requests,
  review360Settings,
  review360Subjects,
  values,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { releasePeriod } from './release.ts';
import type { QuestionIn, QuestionOut, SettingsOut, SettingsPut } from './review360.schemas.ts';

/**
 * A period's 360 settings and questions. Every member reads them (the nomination and answering pages need
 * the mode, the limits and the deadline); admins change them. Until the first save a period answers the
 * defaults, with the default questions (id null): a grade and a comment per active company value, in the
 * values' order, then "continue" and "change".
 */
const st = review360Settings;
const qs = review360Questions;

type Loaded = {
  period: { id: number; name: string; selfDeadline: string };
  row: typeof st.$inferSelect | null;
  frozen: boolean;
  released: boolean;
};

/**
 * The period (404 when it is not the company's), its settings row if saved, whether a request went out
 * (the threshold and questions are frozen then) and whether anyone's 360 of the period is released.
 */
async function load(ex: Executor, companyId: number, periodId: number, lock = false): Promise<Loaded> {
  const periods = await ex
    .select({
      id: assessmentPeriods.id,
      name: assessmentPeriods.name,
      selfDeadline: assessmentPeriods.selfDeadline,
      frozen: sql<boolean>`exists (select 1 from ${review360Requests} r where r.company_id = ${companyId}
        and r.period_id = ${periodId} and r.status in ('open', 'submitted', 'declined'))`,
      released: sql<boolean>`exists (select 1 from ${review360Subjects} s where s.company_id = ${companyId}
        and s.period_id = ${periodId} and s.released_at is not null)`,
    })
    .from(assessmentPeriods)
    .where(and(eq(assessmentPeriods.companyId, companyId), eq(assessmentPeriods.id, periodId)));
  const period = periods.at(0);
  if (!period) throw new NotFound();
  const settings = ex
    .select()
    .from(st)
    .where(and(eq(st.companyId, companyId), eq(st.periodId, periodId)));
  const rows = lock ? await settings.for('update') : await settings;
  return { period, row: rows.at(0) ?? null, frozen: period.frozen, released: period.released };
}

/** The saved questions in order, with their values' names. */
async function savedQuestions(ex: Executor, companyId: number, periodId: number): Promise<QuestionOut[]> {
  const rows = await ex
    .select({ q: qs, valueName: values.name, valueDescription: values.description })
    .from(qs)
    .leftJoin(values, eq(values.id, qs.valueId))
    .where(and(eq(qs.companyId, companyId), eq(qs.periodId, periodId)))
    .orderBy(asc(qs.order), asc(qs.id));
  return rows.map(({ q, valueName, valueDescription }) => ({
    id: q.id,
    kind: q.kind,
    value: q.valueId,
    value_name: valueName,
    value_description: valueDescription,
    text: q.text,
    order: q.order,
  }));
}

/** The questions a period gets when an admin saves its 360 without any: one per active value, then two texts. */
async function defaultQuestions(ex: Executor, companyId: number): Promise<QuestionOut[]> {
  const active = await ex
    .select({ id: values.id, name: values.name, description: values.description })
    .from(values)
    .where(and(eq(values.companyId, companyId), eq(values.isActive, true)))
    .orderBy(asc(values.order), asc(values.id));
  const out: QuestionOut[] = active.map((v, k) => ({
    id: null,
    kind: 'value',
    value: v.id,
    value_name: v.name,
    value_description: v.description,
    text: '',
    order: k + 1,
  }));
  for (const kind of ['continue', 'change'] as const)
    out.push({
      id: null,
      kind,
      value: null,
      value_name: null,
      value_description: null,
      text: '',
      order: out.length + 1,
    });
  return out;
}

function dto(loaded: Loaded, questions: QuestionOut[]): SettingsOut {
  const { period, row } = loaded;
  return {
    period: period.id,
    period_name: period.name,
    enabled: row?.enabled ?? false,
    nomination_mode: row?.nominationMode ?? 'employee_proposes',
    min_reviewers: row?.minReviewers ?? REVIEW360_DEFAULTS.min_reviewers,
    max_reviewers: row?.maxReviewers ?? REVIEW360_DEFAULTS.max_reviewers,
    max_requests_per_reviewer: row?.maxRequestsPerReviewer ?? REVIEW360_DEFAULTS.max_requests_per_reviewer,
    anonymity_threshold: row?.anonymityThreshold ?? REVIEW360_DEFAULTS.anonymity_threshold,
    deadline: row?.deadline ?? null,
    effective_deadline: row?.deadline ?? period.selfDeadline,
    questions,
    questions_frozen: loaded.frozen,
    results_released: loaded.released,
    version: row?.version ?? 0,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

async function read(ex: Executor, companyId: number, loaded: Loaded): Promise<SettingsOut> {
  const questions = loaded.row
    ? await savedQuestions(ex, companyId, loaded.period.id)
    : await defaultQuestions(ex, companyId);
  return dto(loaded, questions);
}

export async function getSettings(db: Db, member: Member, periodId: number): Promise<SettingsOut> {
  return read(db, member.companyId, await load(db, member.companyId, periodId));
}

type Question = { kind: QuestionIn['kind']; valueId: number | null; text: string };

/** A question as it is stored: a value only on `value` questions, wording only on `grade` and `text` ones. */
function normalized(q: QuestionIn): Question {
  return {
    kind: q.kind,
    valueId: q.kind === 'value' ? q.value : null,
    text: q.kind === 'grade' || q.kind === 'text' ? q.text : '',
  };
}

/** 400s naming each question's field: a value question without a value of the company, a wording missing. */
async function checkQuestions(ex: Executor, companyId: number, questions: Question[]): Promise<void> {
  const named = [...new Set(questions.flatMap((q) => (q.valueId === null ? [] : [q.valueId])))];
  const known = named.length
    ? new Set(
        (
          await ex
            .select({ id: values.id })
            .from(values)
            .where(and(eq(values.companyId, companyId), inArray(values.id, named)))
        ).map((v) => v.id),
      )
    : new Set<number>();
  const errors: Record<string, CodedError[]> = {};
  questions.forEach((q, n) => {
    if (q.kind === 'value' && q.valueId === null)
      errors[`questions.${n}.value`] = [{ code: 'review360_value_required' }];
    else if (q.valueId !== null && !known.has(q.valueId)) errors[`questions.${n}.value`] = [{ code: 'no_record' }];
    if ((q.kind === 'grade' || q.kind === 'text') && !q.text)
      errors[`questions.${n}.text`] = [{ code: 'review360_text_required' }];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const sameQuestions = (a: Question[], b: QuestionOut[]) =>
  a.length === b.length && a.every((q, k) => q.kind === b[k].kind && q.valueId === b[k].value && q.text === b[k].text);

/**
 * What a save may not change once the 360 is under way, so that no one's answers can be isolated by
 * comparing results: the threshold and the questions once a request of the period went out (409
 * `review360_threshold_frozen`, `review360_questions_frozen`), and a later deadline once anyone's results
 * are released (409 `review360_deadline_released`; an earlier one only releases more people).
 */
function assertChangeable(loaded: Loaded, body: SettingsPut, replaceQuestions: boolean): void {
  const threshold = loaded.row?.anonymityThreshold ?? REVIEW360_DEFAULTS.anonymity_threshold;
  if (loaded.frozen && body.anonymity_threshold !== threshold) throw new Conflict('review360_threshold_frozen');
  if (loaded.frozen && replaceQuestions) throw new Conflict('review360_questions_frozen');
  const before = loaded.row?.deadline ?? loaded.period.selfDeadline;
  const after = body.deadline ?? loaded.period.selfDeadline;
  if (loaded.released && after > before) throw new Conflict('review360_deadline_released');
}

/**
 * Saves the period's 360 (admins; the route checks the role). `version` 0 creates it, another must be the
 * saved one (409 with the current settings). The questions are replaced only when they change; what may no
 * longer change is refused (assertChangeable). A deadline already past releases the people it closes, in
 * the same transaction.
 */
export async function putSettings(
  db: Db,
  member: Member,
  clock: Clock,
  periodId: number,
  body: SettingsPut,
): Promise<SettingsOut> {
  const companyId = member.companyId;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const loaded = await load(tx, companyId, periodId, true);
    const saved = loaded.row ? await savedQuestions(tx, companyId, periodId) : null;
    if (body.version !== (loaded.row?.version ?? 0)) throw new StaleVersion(await read(tx, companyId, loaded));
    if (body.min_reviewers > body.max_reviewers)
      throw ValidationError.field('min_reviewers', 'review360_min_above_max', { max: body.max_reviewers });
    const wanted = body.questions?.map(normalized);
    if (wanted) await checkQuestions(tx, companyId, wanted);
    const replace = wanted !== undefined && (saved === null || !sameQuestions(wanted, saved));
    assertChangeable(loaded, body, replace);
    const fields = {
      enabled: body.enabled,
      nominationMode: body.nomination_mode,
      minReviewers: body.min_reviewers,
      maxReviewers: body.max_reviewers,
      maxRequestsPerReviewer: body.max_requests_per_reviewer,
      anonymityThreshold: body.anonymity_threshold,
      deadline: body.deadline,
    };
    if (loaded.row) {
      const updated = await tx
        .update(st)
        .set({ ...fields, version: sql`${st.version} + 1`, updatedAt: now })
        .where(and(eq(st.companyId, companyId), eq(st.periodId, periodId), eq(st.version, body.version)))
        .returning({ periodId: st.periodId });
      if (!updated.length) throw new StaleVersion(await read(tx, companyId, loaded));
    } else {
      const created = await tx
        .insert(st)
        .values({ periodId, companyId, ...fields })
        .onConflictDoNothing()
        .returning({ periodId: st.periodId });
      if (!created.length) throw new StaleVersion(await read(tx, companyId, await load(tx, companyId, periodId)));
    }
    if (replace) await writeQuestions(tx, companyId, periodId, wanted);
    else if (saved === null) await writeQuestions(tx, companyId, periodId, 'defaults');
    await releasePeriod(tx, now, periodId);
    return read(tx, companyId, await load(tx, companyId, periodId));
  });
}

/** Replaces a period's questions with these, or with the default ones. */
export async function writeQuestions(
  ex: Executor,
  companyId: number,
  periodId: number,
  questions: Question[] | 'defaults',
): Promise<void> {
  const rows =
    questions === 'defaults'
      ? (await defaultQuestions(ex, companyId)).map((q) => ({ kind: q.kind, valueId: q.value, text: q.text }))
      : questions;
  await ex.delete(qs).where(and(eq(qs.companyId, companyId), eq(qs.periodId, periodId)));
  if (rows.length) await ex.insert(qs).values(rows.map((q, k) => ({ companyId, periodId, ...q, order: k + 1 })));
}
