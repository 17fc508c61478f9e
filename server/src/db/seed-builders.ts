import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import * as s from './schema/index.ts';
import type { Stage } from './schema/enums.ts';
import type { SeedPerson } from './seed-data.ts';

/** A key the seed itself put in the map; a missing one is a mistake in the seed data. */
export function known<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data: nothing under ${String(key)}`);
  return value;
}

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function addPeople(tx: Tx, companyId: number, people: SeedPerson[], departmentIds: Map<string, number>) {
  const createdUsers = await tx
    .insert(s.users)
    .values(people.map((x) => ({ email: x.email, firstName: x.first, lastName: x.last })))
    .onConflictDoNothing()
    .returning();
  const byEmail = new Map(createdUsers.map((u) => [u.email, u.id]));
  for (const x of people) {
    if (!byEmail.has(x.email)) {
      const [u] = await tx.select().from(s.users).where(eq(s.users.email, x.email));
      byEmail.set(x.email, u.id);
    }
  }
  await tx
    .insert(s.memberships)
    .values(
      people.map((x) => ({ companyId, userId: known(byEmail, x.email), role: x.role, isAdmin: x.admin ?? false })),
    );
  const eips = new Map<string, number>();
  for (const x of people) {
    const [row] = await tx
      .insert(s.employeeInPositions)
      .values({
        companyId,
        userId: known(byEmail, x.email),
        departmentId: departmentIds.get(x.department) ?? null,
        position: x.position,
        managerId: x.manager ? eips.get(x.manager) : null,
      })
      .returning({ id: s.employeeInPositions.id });
    eips.set(x.key, row.id);
  }
  return eips;
}

type FormSeed = {
  periodId: number;
  employee: number;
  reviewer: number;
  stage: Stage;
  type: 'SMPL' | 'STND';
  agreements: number[];
};

export async function addForm(
  tx: Tx,
  companyId: number,
  f: FormSeed,
  valueIds: number[],
  skillIds: number[],
  n: number,
) {
  const [form] = await tx
    .insert(s.assessmentForms)
    .values({
      companyId,
      periodId: f.periodId,
      employeeId: f.employee,
      reviewerId: f.reviewer,
      type: f.type,
      stage: f.stage,
      // The built-in template of its type, as a launch gives it.
      templateVersionId: sql<number>`(select ${s.reviewTemplates.currentVersionId} from ${s.reviewTemplates}
        where ${s.reviewTemplates.companyId} = ${companyId} and ${s.reviewTemplates.builtIn} = ${f.type})`,
    })
    .returning();
  const afterSelf = f.stage !== 'SELF';
  const afterManager = f.stage === 'FEEDBACK' || f.stage === 'COMPLETE';
  const grade = (k: number) => 2 + ((n + k) % 4);
  await tx.insert(s.formValueItems).values(
    valueIds.map((valueId, k) => ({
      companyId,
      formId: form.id,
      valueId,
      selfGrade: afterSelf ? grade(k) : null,
      selfComment: afterSelf ? 'Стараюсь следовать этой ценности в ежедневной работе.' : '',
      managerGrade: afterManager ? grade(k + 1) : null,
      managerComment: afterManager ? 'Хороший уровень, есть куда расти.' : '',
    })),
  );
  if (f.type === 'STND') {
    await tx.insert(s.formHipoItems).values(
      skillIds.map((hipoSkillId, k) => ({
        companyId,
        formId: form.id,
        hipoSkillId,
        // The n-th form has n % 4 of its skills decided IS_HIPO (none, a third, two thirds, all of three), so
        // that the demo 9-box fills low, medium and high potential.
        decision: afterManager ? (k < n % 4 ? ('IS_HIPO' as const) : ('IS_NOT_HIPO' as const)) : null,
      })),
    );
    if (f.agreements.length) {
      await tx.insert(s.formAgreementItems).values(
        f.agreements.map((agreementId) => ({
          companyId,
          formId: form.id,
          agreementId,
          selfGrade: afterSelf ? 4 : null,
          managerGrade: afterManager ? 4 : null,
        })),
      );
    }
  }
  if (afterSelf) {
    await tx.insert(s.formResults).values([
      { companyId, formId: form.id, text: 'Запустил(а) новую версию сервиса в срок.' },
      { companyId, formId: form.id, text: 'Провёл(а) обучение для новых коллег.' },
    ]);
  }
  await tx.insert(s.formManagerGrades).values({
    companyId,
    formId: form.id,
    overallGrade: afterManager ? grade(2) : null,
    finalComment: afterManager ? 'Уверенная работа в периоде.' : '',
  });
  await tx.insert(s.formManagerFeedbacks).values({
    companyId,
    formId: form.id,
    strengths: f.stage === 'COMPLETE' ? 'Надёжность, внимание к деталям.' : '',
    growthAreas: f.stage === 'COMPLETE' ? 'Больше делиться знаниями с командой.' : '',
  });
  await tx
    .insert(s.formParticipantFeedbacks)
    .values({ companyId, formId: form.id, agreement: f.stage === 'COMPLETE' ? 'AGREE' : null });
  const path: Stage[] = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];
  const moves = path.indexOf(f.stage);
  if (moves > 0) {
    await tx
      .insert(s.formTransitions)
      .values(
        path
          .slice(0, moves)
          .map((from, k) => ({ companyId, formId: form.id, fromStage: from, toStage: path[k + 1], reason: '' })),
      );
  }
}
