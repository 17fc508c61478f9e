import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDetailOut, MissingOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { TemplateSection } from '../../contract/templates.ts';
import { FORMS, freshForm, ITEMS, setStage } from './forms-fixtures.ts';
import { signIn, useApp, type Client } from './helpers.ts';
import { competency, questionsSection, scale14, summarySection, template } from './templates-forms-fixtures.ts';

const ctx = useApp();
const ANSWERS = `${ITEMS}answers/`;
let admin: Client;
let manager: Client;
let employee: Client;
let formId: number;
let competencyId: number;

const text = (key: string, ru: string, en: string, required = true) =>
  ({ key, type: 'text', text: { ru, en }, required }) as const;

/**
 * A half-year section of three questions (two required), an optional section whose question is required (it asks
 * nothing), the competencies the reviewer grades, and the reviewer's summary.
 */
function sections(scaleId: number): TemplateSection[] {
  return [
    {
      ...questionsSection(
        [
          text('done', 'Что получилось', 'What went well'),
          text('mood', 'Настроение', 'Mood', false),
          text('blocked', 'Что мешало', 'What got in the way'),
        ],
        scaleId,
      ),
      key: 'half',
      title: { ru: 'Вопросы о полугодии', en: 'The half-year' },
      weight: 50,
    },
    {
      ...questionsSection([text('extra', 'Что ещё', 'Anything else')], scaleId),
      key: 'optional',
      title: { ru: 'По желанию', en: 'If you like' },
      required: false,
      weight: 0,
    },
    {
      ...questionsSection([], scaleId),
      key: 'comp',
      kind: 'competencies',
      title: { ru: 'Компетенции', en: 'Competencies' },
      answeredBy: 'reviewer',
      questions: undefined,
      competencyIds: [competencyId],
      weight: 50,
    },
    summarySection,
  ];
}

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  ({ competencyId } = await competency(ctx));
  const t = await template(ctx, 'Полугодие', sections(await scale14(ctx)));
  formId = await freshForm(ctx, admin, 'STND', t.id);
});

/** The half-year section with both its required questions unanswered, as the list names it. */
const HALF_UNANSWERED = {
  key: 'half',
  title: { ru: 'Вопросы о полугодии', en: 'The half-year' },
  items: [
    { key: 'done', title: { ru: 'Что получилось', en: 'What went well' } },
    { key: 'blocked', title: { ru: 'Что мешало', en: 'What got in the way' } },
  ],
};
const move = (who: Client, stage: string) => who.patch(`${FORMS}${formId}/transition/`, { stage });
const templateGaps = (missing: MissingOut[]) => missing.filter((m) => m.section);
const answer = (who: Client, body: Record<string, unknown>) => who.patch(`${ANSWERS}${formId}/`, body);

describe('the "what is missing" list of a template form', () => {
  it('names the unanswered required questions of a section, in its order, and nothing of an optional one', async () => {
    const refused = await move(employee, 'MANAGER');
    expect(refused.statusCode).toBe(409);
    expect(templateGaps(refused.json<{ missing: MissingOut[] }>().missing)).toEqual([
      {
        code: 'template_items_without_self_answer',
        count: 2,
        section: HALF_UNANSWERED,
      },
    ]);

    const written = await answer(employee, { section_key: 'half', item_key: 'done', text: 'Запустили', version: 0 });
    expect(written.statusCode, written.body).toBe(200);
    const page = (await employee.get(`${FORMS}${formId}/`)).json<FormDetailOut>();
    const submit = page.available_transitions.find((m) => m.stage === 'MANAGER');
    expect(templateGaps(submit?.missing ?? []).map((m) => [m.count, m.section?.items.map((i) => i.key)])).toEqual([
      [1, ['blocked']],
    ]);
  });

  it('names the competencies the reviewer has not graded, by their names', async () => {
    await setStage(ctx, formId, 'MANAGER');
    const refused = await move(manager, 'FEEDBACK');
    expect(refused.statusCode).toBe(409);
    expect(templateGaps(refused.json<{ missing: MissingOut[] }>().missing)).toEqual([
      {
        code: 'template_items_without_reviewer_answer',
        count: 2,
        section: HALF_UNANSWERED,
      },
      {
        code: 'template_items_without_reviewer_answer',
        count: 1,
        section: {
          key: 'comp',
          title: { ru: 'Компетенции', en: 'Competencies' },
          items: [{ key: String(competencyId), title: { ru: 'Качество кода', en: 'Code quality' } }],
        },
      },
    ]);
  });
});
