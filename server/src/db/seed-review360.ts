import { and, eq } from 'drizzle-orm';
import { writeQuestions } from '../modules/review360/settings.service.ts';
import type { Tx } from './client.ts';
import * as s from './schema/index.ts';
import { DEMO_COMPANY_NAME } from './seed-data.ts';

/**
 * 360 feedback in the demo: on for the demo company's active period, the employee proposing her reviewers
 * and the manager approving, an anonymity threshold of 3, the default questions (a grade and a comment per
 * company value, then "continue" and "change"). Nobody is nominated yet: the demo employee (Анна Смирнова)
 * picks colleagues of her department, who each sign in with the development provider by their email
 * (petrov@, vasilieva@, popov@demo.example, ...), as the browser test does.
 */
export async function seedReview360(tx: Tx): Promise<void> {
  const [period] = await tx
    .select({ id: s.assessmentPeriods.id, companyId: s.assessmentPeriods.companyId })
    .from(s.assessmentPeriods)
    .innerJoin(s.companies, eq(s.companies.id, s.assessmentPeriods.companyId))
    .where(and(eq(s.companies.name, DEMO_COMPANY_NAME), eq(s.assessmentPeriods.status, 'active')))
    .limit(1);
  await tx.insert(s.review360Settings).values({
    periodId: period.id,
    companyId: period.companyId,
    enabled: true,
    nominationMode: 'employee_proposes',
    anonymityThreshold: 3,
  });
  await writeQuestions(tx, period.companyId, period.id, 'defaults');
}
