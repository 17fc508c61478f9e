import { and, eq } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import type { TemplateQuestion, TemplateSection } from '../../contract/templates.ts';
import { DEFAULT_VISIBILITY } from '../../contract/templates.ts';
import type { TestContext } from './helpers.ts';

/** A company's own 1-4 scale with "not applicable". */
export async function scale14(ctx: TestContext, companyId = 1): Promise<number> {
  const [row] = await ctx.database.db
    .insert(s.ratingScales)
    .values({
      companyId,
      name: { ru: 'Шкала 1–4', en: 'Scale 1–4' },
      points: [1, 2, 3, 4].map((value) => ({ value, label: { ru: `Балл ${value}`, en: `Point ${value}` } })),
      allowNotApplicable: true,
    })
    .returning();
  return row.id;
}

/** A job family with two levels and one competency describing both. */
export async function competency(ctx: TestContext): Promise<{ familyId: number; competencyId: number }> {
  const db = ctx.database.db;
  const [family] = await db
    .insert(s.jobFamilies)
    .values({
      companyId: 1,
      name: { ru: 'Инженеры', en: 'Engineers' },
      levels: [
        { key: 'jr', name: { ru: 'Младший', en: 'Junior' } },
        { key: 'sr', name: { ru: 'Старший', en: 'Senior' } },
      ],
    })
    .returning();
  const [c] = await db
    .insert(s.competencies)
    .values({
      companyId: 1,
      jobFamilyId: family.id,
      name: { ru: 'Качество кода', en: 'Code quality' },
      nameKey: `качество кода ${family.id}`,
      behaviours: { jr: { ru: 'Пишет тесты', en: 'Writes tests' }, sr: { ru: 'Учит других', en: 'Teaches others' } },
    })
    .returning();
  return { familyId: family.id, competencyId: c.id };
}

export const rating = (key: string): TemplateQuestion => ({
  key,
  type: 'rating',
  text: { ru: `Вопрос ${key}`, en: `Question ${key}` },
  required: true,
});

export function questionsSection(questions: TemplateQuestion[], scaleId: number): TemplateSection {
  return {
    key: 'q',
    kind: 'questions',
    title: { ru: 'Вопросы', en: 'Questions' },
    answeredBy: 'both',
    visibility: DEFAULT_VISIBILITY,
    required: true,
    weight: 100,
    scaleId,
    questions,
  };
}

export const summarySection: TemplateSection = {
  key: 'summary',
  kind: 'manager_summary',
  title: { ru: 'Итог', en: 'Summary' },
  answeredBy: 'reviewer',
  visibility: DEFAULT_VISIBILITY,
  required: true,
  weight: 0,
};

/** A company's own template with one version (not frozen yet) holding the sections. */
export async function template(
  ctx: TestContext,
  name: string,
  sections: TemplateSection[],
  companyId = 1,
): Promise<{ id: number; versionId: number }> {
  const db = ctx.database.db;
  const [t] = await db
    .insert(s.reviewTemplates)
    .values({ companyId, name: { ru: name, en: name } })
    .returning();
  const [v] = await db
    .insert(s.reviewTemplateVersions)
    .values({ companyId, templateId: t.id, number: 1, sections })
    .returning();
  await db.update(s.reviewTemplates).set({ currentVersionId: v.id }).where(eq(s.reviewTemplates.id, t.id));
  return { id: t.id, versionId: v.id };
}

export async function builtInVersion(ctx: TestContext, type: 'SMPL' | 'STND', companyId = 1): Promise<number> {
  const [t] = await ctx.database.db
    .select()
    .from(s.reviewTemplates)
    .where(and(eq(s.reviewTemplates.companyId, companyId), eq(s.reviewTemplates.builtIn, type)));
  return t.currentVersionId ?? 0;
}

/** Questions of each type, a competency, and the reviewer's summary. */
export const engineering = (scaleId: number, competencyId: number): TemplateSection[] => [
  questionsSection(
    [
      rating('r1'),
      { key: 't1', type: 'text', text: { ru: 'Текст', en: 'Text' }, required: true },
      {
        key: 'c1',
        type: 'choice',
        text: { ru: 'Выбор', en: 'Choice' },
        required: false,
        options: [
          { key: 'a', label: { ru: 'А', en: 'A' } },
          { key: 'b', label: { ru: 'Б', en: 'B' } },
        ],
      },
      { key: 'y1', type: 'yes_no', text: { ru: 'Да/нет', en: 'Yes/no' }, required: false },
    ],
    scaleId,
  ),
  {
    ...questionsSection([], scaleId),
    key: 'comp',
    kind: 'competencies' as const,
    title: { ru: 'Компетенции', en: 'Competencies' },
    questions: undefined,
    competencyIds: [competencyId],
  },
  summarySection,
];
