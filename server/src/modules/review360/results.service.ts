import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REVIEW360_RELATIONSHIPS, REVIEW360_SUBJECT_STATUSES } from '../../../../contract/enums.ts';
import { REVIEW360_DEFAULTS } from '../../../../contract/limits.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  formValueItems,
  review360Answers,
  review360Questions,
  review360Requests,
  review360Settings,
  review360Subjects,
  values,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { visibleFormsSql } from '../forms/scope.ts';
import { visibilityOf } from '../forms/view.ts';
import { parsedRow } from '../../db/sql.ts';
import { hiddenQuestions, questionResults, resultsData, type ResultsData } from './results-figures.ts';
import { periodQuestions, tables } from './results-questions.ts';
import type { ResultsOut } from './review360.schemas.ts';
import { releaseDue } from './release.ts';
import { closedSql, statusSql } from './state.ts';

/**
 * A person's 360 results for their form (`results/?form=`). Who may read them: whoever may read the form
 * (forms/scope.ts: admins, its reviewer, the managers who oversee the person; anyone else a 404) once
 * answering has closed for the person; the person themselves only from FEEDBACK on. Figures come only
 * aggregated per relationship group and only for groups of at least the period's threshold; before that,
 * every figure is null, so that nothing the caller reads changes with a single submission. Two statements
 * whatever the number of reviewers: the form with its 360 state, then the figures.
 */

export type ResultsDeps = { db: Db; clock: Clock };

/** The form as the caller may read it, with its period's 360 settings and the person's 360 state. */
async function loadState(db: Executor, member: Member, formId: number, now: Date) {
  const row = (
    await db
      .select({
        formId: assessmentForms.id,
        periodId: assessmentForms.periodId,
        employeeId: assessmentForms.employeeId,
        stage: assessmentForms.stage,
        type: assessmentForms.type,
        enabled: sql<boolean>`coalesce(${review360Settings.enabled}, false)`,
        threshold: sql<number>`coalesce(${review360Settings.anonymityThreshold}, ${REVIEW360_DEFAULTS.anonymity_threshold}::int)`,
        subjectRowId: review360Subjects.id,
        status: statusSql(tables, now),
        closed: closedSql(tables),
      })
      .from(assessmentForms)
      .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
      .leftJoin(review360Settings, eq(review360Settings.periodId, assessmentForms.periodId))
      .leftJoin(
        review360Subjects,
        and(
          eq(review360Subjects.periodId, assessmentForms.periodId),
          eq(review360Subjects.subjectId, assessmentForms.employeeId),
        ),
      )
      .where(
        and(eq(assessmentForms.companyId, member.companyId), eq(assessmentForms.id, formId), visibleFormsSql(member)),
      )
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

type State = Awaited<ReturnType<typeof loadState>>;

export const subjectStatus = z.enum(REVIEW360_SUBJECT_STATUSES);

/**
 * The figures of the groups shown, in one statement: the groups that reached the threshold first, and
 * only their answers are read; comments ordered by the answers' random ids.
 */
async function readData(db: Executor, companyId: number, state: State): Promise<ResultsData> {
  const a = review360Answers;
  const histogram = sql.join(
    [0, 1, 2, 3, 4, 5].map((g) => sql`count(*) filter (where a.grade = ${sql.raw(String(g))})::int`),
    sql`, `,
  );
  const { data } = await parsedRow(
    db,
    z.object({ data: resultsData }),
    sql`with shown as (
        select r.relationship, count(*)::int as n from ${review360Requests} r
        where r.company_id = ${companyId} and r.subject_row_id = ${state.subjectRowId ?? -1} and r.status = 'submitted'
        group by r.relationship having count(*) >= ${state.threshold}::int
      ), answers as (
        select a.* from ${a} a join shown on shown.relationship = a.relationship
        where a.company_id = ${companyId} and a.subject_row_id = ${state.subjectRowId ?? -1}
      )
      select json_build_object(
        'questions', (select coalesce(json_agg(x order by x."order", x.id), '[]'::json) from (
          select q.id, q.kind, q.value_id as value, v.name as value_name, v.description as value_description,
            q.text, q."order"
          from ${review360Questions} q left join ${values} v on v.id = q.value_id
          where q.company_id = ${companyId} and q.period_id = ${state.periodId}) x),
        'groups', (select coalesce(json_agg(shown), '[]'::json) from shown),
        'figures', (select coalesce(json_agg(f), '[]'::json) from (
          select a.question_id, a.relationship, count(*)::int as answers, count(a.grade)::int as graded,
            sum(a.grade)::int as total, array[${histogram}] as distribution
          from answers a group by a.question_id, a.relationship) f),
        'comments', (select coalesce(json_agg(json_build_object('question_id', a.question_id,
            'relationship', a.relationship, 'text', a.comment) order by a.id), '[]'::json)
          from answers a where a.comment <> ''),
        'self', (select coalesce(json_agg(json_build_object('value_id', vi.value_id, 'grade', vi.self_grade)), '[]'::json)
          from ${formValueItems} vi where vi.company_id = ${companyId} and vi.form_id = ${state.formId})
      ) as data`,
  );
  return data;
}

/** Why the caller reads nothing yet, or null when the figures may be shown. */
function reasonOf(state: State, isPerson: boolean): ResultsOut['reason'] {
  if (!state.enabled) return 'not_enabled';
  if (isPerson && state.stage !== 'FEEDBACK' && state.stage !== 'COMPLETE') return 'not_yet';
  // Closed without a row: nobody was nominated, and the figures are all "not enough answers".
  return state.closed || state.status === 'released' ? null : 'collecting';
}

export async function resultsOfForm(deps: ResultsDeps, member: Member, formId: number): Promise<ResultsOut> {
  const now = deps.clock.now();
  await releaseDue(deps.db, now, member.companyId);
  const state = await loadState(deps.db, member, formId, now);
  const isPerson = member.eipId !== null && member.eipId === state.employeeId;
  const reason = reasonOf(state, isPerson);
  const common = {
    form_id: state.formId,
    period: state.periodId,
    employee: state.employeeId,
    status: state.enabled ? subjectStatus.parse(state.status) : null,
    anonymity_threshold: state.threshold,
  };
  if (reason !== null) {
    return {
      ...common,
      available: false,
      reason,
      groups: REVIEW360_RELATIONSHIPS.map((group) => ({ group, shown: false, count: null })),
      questions: hiddenQuestions(state.enabled ? await periodQuestions(deps.db, member.companyId, state.periodId) : []),
    };
  }
  const data = await readData(deps.db, member.companyId, state);
  const selfShown = visibilityOf({ isEmployee: isPerson, stage: state.stage }).self;
  return {
    ...common,
    available: true,
    reason: null,
    groups: REVIEW360_RELATIONSHIPS.map((group) => {
      const shown = data.groups.find((g) => g.relationship === group);
      return { group, shown: shown !== undefined, count: shown ? shown.n : null };
    }),
    questions: questionResults(data, selfShown),
  };
}
