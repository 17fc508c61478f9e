import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { fillNameSkeletons } from './name-skeletons.ts';
import * as s from './schema/index.ts';
import type { Stage } from './schema/enums.ts';
import {
  DEMO_COMPANY_NAME,
  DEMO_DEPARTMENTS,
  DEMO_HIPO_SKILLS,
  DEMO_LOGINS,
  DEMO_PEOPLE,
  DEMO_VALUES,
  SECOND_COMPANY_NAME,
  SECOND_PEOPLE,
  STAFF_EMAIL,
} from './seed-data.ts';

import { addForm, addPeople, day, known } from './seed-builders.ts';
import { seedGoals } from './seed-goals.ts';
import { seedOneOnOnes } from './seed-oneonones.ts';
import { seedReview360 } from './seed-review360.ts';
import { seedTemplates } from './seed-templates.ts';

async function seedDemoCompany(tx: Tx) {
  const [company] = await tx
    .insert(s.companies)
    .values({ name: DEMO_COMPANY_NAME, plan: 'business', seatLimit: 100 })
    .returning();
  const companyId = company.id;
  const depIds = new Map<string, number>();
  for (const d of DEMO_DEPARTMENTS) {
    const [row] = await tx
      .insert(s.departments)
      .values({ companyId, name: d.name, parentId: d.parent ? depIds.get(d.parent) : null })
      .returning();
    depIds.set(d.key, row.id);
  }
  const eips = await addPeople(tx, companyId, DEMO_PEOPLE, depIds);
  for (const d of DEMO_DEPARTMENTS) {
    await tx
      .update(s.departments)
      .set({ headId: eips.get(d.head) })
      .where(eq(s.departments.id, known(depIds, d.key)));
  }
  const valueIds = (
    await tx
      .insert(s.values)
      .values(DEMO_VALUES.map((v, k) => ({ companyId, ...v, order: k + 1 })))
      .returning()
  ).map((v) => v.id);
  const skillIds = (
    await tx
      .insert(s.hipoSkills)
      .values(DEMO_HIPO_SKILLS.map((v, k) => ({ companyId, ...v, order: k + 1 })))
      .returning()
  ).map((v) => v.id);

  const [past] = await tx
    .insert(s.assessmentPeriods)
    .values({
      companyId,
      name: 'Оценка за первое полугодие',
      startDate: day(-200),
      selfDeadline: day(-180),
      managerDeadline: day(-170),
      feedbackDeadline: day(-160),
      endDate: day(-150),
      status: 'closed',
      formType: 'STND',
    })
    .returning();
  const [current] = await tx
    .insert(s.assessmentPeriods)
    .values({
      companyId,
      name: 'Оценка за второе полугодие',
      startDate: day(-20),
      selfDeadline: day(10),
      managerDeadline: day(25),
      feedbackDeadline: day(35),
      endDate: day(45),
      status: 'active',
      formType: 'STND',
    })
    .returning();
  await tx.insert(s.assessmentPeriods).values({
    companyId,
    name: 'Оценка за следующий год',
    startDate: day(160),
    selfDeadline: day(190),
    managerDeadline: day(200),
    feedbackDeadline: day(210),
    endDate: day(220),
    status: 'draft',
    formType: 'SMPL',
  });

  const anna = known(eips, 'employee');
  const agreementRows = await tx
    .insert(s.agreements)
    .values([
      {
        companyId,
        employeeId: anna,
        periodId: past.id,
        title: 'Перевести сервис отчётов на новую базу данных',
        description: 'Без простоя для клиентов.',
        dueDate: day(-158),
        status: 'done',
      },
      {
        companyId,
        employeeId: anna,
        periodId: past.id,
        title: 'Подготовить доклад на внутренней конференции',
        description: '',
        dueDate: day(-152),
        status: 'in_progress',
      },
      {
        companyId,
        employeeId: anna,
        periodId: current.id,
        title: 'Освоить Kubernetes на уровне администратора',
        description: 'Пройти курс и сдать внутренний экзамен.',
        dueDate: day(40),
        status: 'new',
      },
    ])
    .returning();
  const [setBy] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_LOGINS.manager));
  for (const a of agreementRows) {
    const set = {
      employee: a.employeeId,
      period: a.periodId,
      title: a.title,
      description: a.description,
      due_date: a.dueDate,
      status: a.status,
    };
    const changes = Object.fromEntries(Object.entries(set).map(([field, after]) => [field, { before: null, after }]));
    await tx
      .insert(s.agreementHistory)
      .values({ companyId, agreementId: a.id, userId: setBy.id, action: 'created', changes, at: a.createdAt });
  }

  await seedGoals(tx, companyId, current.id, eips, depIds);
  await seedOneOnOnes(tx, companyId, eips);
  await seedTemplates(tx, companyId, depIds, eips.get('manager'));

  const stages: Stage[] = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];
  let n = 0;
  for (const person of DEMO_PEOPLE) {
    if (!person.manager) continue;
    const stage: Stage = person.key === 'employee' ? 'SELF' : stages[n % 4];
    const agreementsToGrade =
      person.key === 'employee' ? agreementRows.filter((a) => a.periodId === past.id).map((a) => a.id) : [];
    await addForm(
      tx,
      companyId,
      {
        periodId: current.id,
        employee: known(eips, person.key),
        reviewer: known(eips, person.manager),
        stage,
        type: 'STND',
        agreements: agreementsToGrade,
      },
      valueIds,
      skillIds,
      n,
    );
    n += 1;
  }
  for (const key of ['employee', 'petrov']) {
    await addForm(
      tx,
      companyId,
      {
        periodId: past.id,
        employee: known(eips, key),
        reviewer: known(eips, 'manager'),
        stage: 'COMPLETE',
        type: 'STND',
        agreements: [],
      },
      valueIds,
      skillIds,
      n++,
    );
  }
}

async function seedSecondCompany(tx: Tx) {
  const [company] = await tx
    .insert(s.companies)
    .values({ name: SECOND_COMPANY_NAME, plan: 'standard', seatLimit: 20 })
    .returning();
  const [dep] = await tx.insert(s.departments).values({ companyId: company.id, name: 'Основной отдел' }).returning();
  const eips = await addPeople(tx, company.id, SECOND_PEOPLE, new Map([['main', dep.id]]));
  await tx
    .update(s.departments)
    .set({ headId: eips.get('n-head') })
    .where(eq(s.departments.id, dep.id));
  await tx.insert(s.values).values([
    { companyId: company.id, name: 'Безопасность', description: 'Прежде всего безопасность людей.', order: 1 },
    { companyId: company.id, name: 'Качество', description: 'Делаем хорошо с первого раза.', order: 2 },
  ]);
}

/** Idempotent: a company that already exists is left as it is. */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const existing = await db
    .select({ id: s.companies.id })
    .from(s.companies)
    .where(eq(s.companies.name, DEMO_COMPANY_NAME))
    .limit(1);
  if (existing.length) return { created: false };
  await db.transaction(async (tx) => {
    await tx
      .insert(s.users)
      .values({ email: STAFF_EMAIL, firstName: 'Служба', lastName: 'Поддержки', isStaff: true })
      .onConflictDoNothing();
    await seedDemoCompany(tx);
    await seedReview360(tx);
    const second = await tx
      .select({ id: s.companies.id })
      .from(s.companies)
      .where(eq(s.companies.name, SECOND_COMPANY_NAME))
      .limit(1);
    if (!second.length) await seedSecondCompany(tx);
  });
  await fillNameSkeletons(db);
  return { created: true };
}
