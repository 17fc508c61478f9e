import { eq } from 'drizzle-orm';
import { storeProgress } from '../modules/goals/progress.ts';
import type { Tx } from './client.ts';
import * as s from './schema/index.ts';
import type { GoalHealth } from './schema/enums.ts';
import { known } from './seed-builders.ts';

type Metric = { name: string; unit: string; start: number; target: number; weight?: number };
type Milestone = { name: string; doneAtWeek: number };
type Owner = { kind: 'company' } | { kind: 'department'; dep: string } | { kind: 'person'; person: string };
type SeedGoal = {
  key: string;
  title: string;
  owner: Owner;
  parent?: string;
  metrics: Metric[];
  milestones?: Milestone[];
  /** How far the metrics have come by now, 0..1; none for a draft without check-ins. */
  pace: number | null;
  /** The health of the last check-ins, latest last; earlier ones are on track. */
  lately?: GoalHealth[];
  visibility?: 'company' | 'private';
};

const WEEKS = 12;

const metric = (name: string, unit: string, start: number, target: number, weight?: number): Metric => ({
  name,
  unit,
  start,
  target,
  ...(weight === undefined ? {} : { weight }),
});

type Rest = Pick<SeedGoal, 'milestones' | 'lately' | 'visibility'>;

/** A department's goal under the company's, keyed by the department. */
const departmentGoal = (dep: string, title: string, pace: number, metrics: Metric[], rest: Rest = {}): SeedGoal => ({
  key: dep,
  title,
  owner: { kind: 'department', dep },
  parent: 'revenue',
  metrics,
  pace,
  ...rest,
});

/** A person's goal under their department's, keyed by the person. */
const personGoal = (
  person: string,
  parent: string,
  title: string,
  pace: number | null,
  metrics: Metric[],
  rest: Rest = {},
): SeedGoal => ({ key: person, title, owner: { kind: 'person', person }, parent, metrics, pace, ...rest });

/** Company -> departments -> people, a quarter of weekly check-ins; some goals slipping. */
const GOALS: SeedGoal[] = [
  {
    key: 'revenue',
    title: 'Увеличить выручку на 20% за полугодие',
    owner: { kind: 'company' },
    metrics: [metric('Выручка за квартал', 'млн ₽', 100, 120, 2), metric('Новые крупные клиенты', 'шт.', 0, 5)],
    pace: 0.6,
    lately: ['at_risk'],
  },
  departmentGoal(
    'dev',
    'Выпускать релизы чаще и надёжнее',
    0.7,
    [metric('Релизов в месяц', 'шт.', 2, 8), metric('Время восстановления после сбоя', 'ч', 6, 1)],
    { milestones: [{ name: 'Автоматические откаты настроены', doneAtWeek: 8 }] },
  ),
  departmentGoal('sales', 'Расширить воронку продаж', 0.45, [metric('Квалифицированные лиды в месяц', 'шт.', 40, 80)], {
    lately: ['on_track', 'at_risk', 'at_risk'],
  }),
  personGoal('petrov', 'dev', 'Сократить время сборки сервиса отчётов', 0.8, [metric('Время сборки', 'мин', 25, 8)], {
    milestones: [{ name: 'Кэш зависимостей в CI', doneAtWeek: 5 }],
  }),
  personGoal(
    'popov',
    'dev',
    'Перевести деплой на схему blue-green',
    0.35,
    [metric('Сервисов на новой схеме', 'шт.', 0, 12)],
    { lately: ['at_risk', 'at_risk', 'off_track'] },
  ),
  personGoal(
    'vasilieva',
    'dev',
    'Автоматизировать регрессионное тестирование',
    0.75,
    [metric('Доля автотестов', '%', 30, 80)],
    { visibility: 'private' },
  ),
  personGoal('romanov', 'sales', 'Закрыть 10 новых сделок', 0.5, [metric('Закрытые сделки', 'шт.', 0, 10)], {
    lately: ['at_risk'],
  }),
  personGoal('fedorov', 'dev', 'Описать целевую архитектуру платформы', null, [], {
    milestones: [{ name: 'Документ согласован с командами', doneAtWeek: WEEKS + 1 }],
  }),
];

const round = (v: number) => Math.round(v * 10) / 10;
/** The metric's value at check-in `week` (1..12) on a steady way to `pace`. */
const valueAt = (m: Metric, pace: number, week: number) =>
  round(m.start + ((m.target - m.start) * pace * week) / WEEKS);
const metricProgress = (m: Metric, v: number) => Math.max(0, Math.min(1, (v - m.start) / (m.target - m.start)));

/** The goal's progress at a check-in, by the service's rule (progress.ts): the weighted mean of its key results. */
function progressAt(goal: SeedGoal, week: number): number {
  if (week === 0 || goal.pace === null) return 0;
  const pace = goal.pace;
  const parts = [
    ...goal.metrics.map((m) => ({ w: m.weight ?? 1, p: metricProgress(m, valueAt(m, pace, week)) })),
    ...(goal.milestones ?? []).map((m) => ({ w: 1, p: week >= m.doneAtWeek ? 1 : 0 })),
  ];
  const total = parts.reduce((sum, x) => sum + x.w, 0);
  return total ? parts.reduce((sum, x) => sum + x.w * x.p, 0) / total : 0;
}

function healthAt(goal: SeedGoal, week: number): GoalHealth {
  const lately = goal.lately ?? [];
  return lately[week - 1 - (WEEKS - lately.length)] ?? 'on_track';
}

/** The demo company's goals in its active period, written as the goals service would have left them. */
export async function seedGoals(
  tx: Tx,
  companyId: number,
  periodId: number,
  eips: Map<string, number>,
  depIds: Map<string, number>,
): Promise<void> {
  const positions = await tx
    .select({ id: s.employeeInPositions.id, userId: s.employeeInPositions.userId })
    .from(s.employeeInPositions)
    .where(eq(s.employeeInPositions.companyId, companyId));
  const userOf = new Map(positions.map((p) => [p.id, p.userId]));
  const ids = new Map<string, number>();
  const now = Date.now();
  const weekAt = (week: number) => new Date(now - (WEEKS - week) * 7 * 86_400_000 - 3_600_000);
  for (const goal of GOALS) {
    const o = goal.owner;
    const employeeId = o.kind === 'person' ? known(eips, o.person) : null;
    const departmentId = o.kind === 'department' ? known(depIds, o.dep) : null;
    const author =
      o.kind === 'person'
        ? known(eips, o.person)
        : o.kind === 'department'
          ? known(eips, o.dep === 'dev' ? 'manager' : 'kuznetsova')
          : known(eips, 'hr');
    const [row] = await tx
      .insert(s.agreements)
      .values({
        companyId,
        ownerKind: o.kind,
        employeeId,
        departmentId,
        periodId,
        parentId: goal.parent ? known(ids, goal.parent) : null,
        title: goal.title,
        status: goal.pace === null ? 'new' : 'in_progress',
        visibility: goal.visibility ?? 'company',
        health: goal.pace === null ? null : healthAt(goal, WEEKS),
        lastCheckInAt: goal.pace === null ? null : weekAt(WEEKS),
        createdById: known(userOf, author),
        createdAt: weekAt(0),
      })
      .returning({ id: s.agreements.id });
    ids.set(goal.key, row.id);
    const pace = goal.pace ?? 0;
    const keys = await tx
      .insert(s.keyResults)
      .values([
        ...goal.metrics.map((m, position) => ({
          companyId,
          goalId: row.id,
          name: m.name,
          unit: m.unit,
          startValue: m.start,
          targetValue: m.target,
          currentValue: goal.pace === null ? m.start : valueAt(m, pace, WEEKS),
          direction: m.target > m.start ? ('increase' as const) : ('decrease' as const),
          weight: m.weight ?? 1,
          position,
        })),
        ...(goal.milestones ?? []).map((m, k) => ({
          companyId,
          goalId: row.id,
          name: m.name,
          kind: 'milestone' as const,
          done: goal.pace !== null && WEEKS >= m.doneAtWeek,
          position: goal.metrics.length + k,
        })),
      ])
      .returning({ id: s.keyResults.id });
    await storeProgress(tx, companyId, row.id, weekAt(WEEKS));
    if (goal.pace === null) continue;
    const weeks = Array.from({ length: WEEKS }, (_, k) => k + 1);
    const checkIns = await tx
      .insert(s.goalCheckIns)
      .values(
        weeks.map((week) => ({
          companyId,
          goalId: row.id,
          userId: known(userOf, author),
          at: weekAt(week),
          health: healthAt(goal, week),
          comment: week === WEEKS && goal.lately?.length ? 'Отстаём от плана, нужна помощь с приоритетами.' : '',
          progressBefore: progressAt(goal, week - 1),
          progressAfter: progressAt(goal, week),
        })),
      )
      .returning({ id: s.goalCheckIns.id, at: s.goalCheckIns.at });
    const milestones = goal.milestones ?? [];
    await tx.insert(s.goalCheckInValues).values(
      checkIns.flatMap((c) => {
        const week = weeks.find((w) => weekAt(w).getTime() === c.at.getTime()) ?? WEEKS;
        return [
          ...goal.metrics.map((m, k) => ({
            checkInId: c.id,
            keyResultId: keys[k].id,
            valueBefore: week === 1 ? m.start : valueAt(m, pace, week - 1),
            valueAfter: valueAt(m, pace, week),
          })),
          ...milestones.map((m, k) => ({
            checkInId: c.id,
            keyResultId: keys[goal.metrics.length + k].id,
            doneBefore: week - 1 >= m.doneAtWeek,
            doneAfter: week >= m.doneAtWeek,
          })),
        ];
      }),
    );
  }
}
