import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_VISIBILITY, type LocalizedText, type TemplateSection } from '../../../contract/templates.ts';
import type { Tx } from './client.ts';
import * as s from './schema/index.ts';

/**
 * The demo's third template, "Инженерный": a 1-4 scale, the engineering job family with its levels and
 * competencies (behaviours per level), and the development department's positions on that family (its head a
 * lead, the others middle). A handful of statements: the seed runs for every test file.
 */
const text = (ru: string, en: string): LocalizedText => ({ ru, en });

const SCALE = [
  { value: 1, label: text('Не соответствует ожиданиям', 'Does not meet expectations') },
  { value: 2, label: text('Частично соответствует', 'Partly meets expectations') },
  { value: 3, label: text('Соответствует ожиданиям', 'Meets expectations') },
  { value: 4, label: text('Превосходит ожидания', 'Exceeds expectations') },
];

const LEVELS = [
  { key: 'junior', name: text('Junior', 'Junior') },
  { key: 'middle', name: text('Middle', 'Middle') },
  { key: 'senior', name: text('Senior', 'Senior') },
  { key: 'lead', name: text('Lead', 'Lead') },
];

/** Each competency with its behaviours at junior, middle, senior and lead. */
const COMPETENCIES: { name: LocalizedText; description: LocalizedText; levels: [string, string][] }[] = [
  {
    name: text('Качество кода', 'Code quality'),
    description: text('Пишет понятный, проверенный тестами код.', 'Writes clear, tested code.'),
    levels: [
      ['Следует принятым в команде правилам', 'Follows the team’s conventions'],
      ['Пишет тесты и делает ревью коллег', 'Writes tests and reviews peers’ code'],
      ['Задаёт стандарты качества в команде', 'Sets the team’s quality standards'],
      ['Выстраивает практики качества в нескольких командах', 'Builds quality practices across teams'],
    ],
  },
  {
    name: text('Проектирование систем', 'System design'),
    description: text('Выбирает решения, которые выдержат рост.', 'Chooses designs that will hold as things grow.'),
    levels: [
      ['Понимает устройство своего модуля', 'Understands the design of their module'],
      ['Проектирует компоненты с учётом соседних', 'Designs components with their neighbours in mind'],
      ['Проектирует сервисы и их взаимодействие', 'Designs services and how they interact'],
      ['Определяет архитектуру направления', 'Defines the architecture of the area'],
    ],
  },
  {
    name: text('Надёжность и эксплуатация', 'Reliability and operations'),
    description: text('Отвечает за работу своего кода в проде.', 'Owns how their code runs in production.'),
    levels: [
      ['Разбирает инциденты вместе со старшими', 'Investigates incidents with seniors'],
      ['Самостоятельно устраняет инциденты', 'Resolves incidents on their own'],
      ['Предотвращает классы инцидентов', 'Prevents whole classes of incidents'],
      ['Задаёт цели надёжности и следит за ними', 'Sets reliability targets and holds to them'],
    ],
  },
  {
    name: text('Совместная работа', 'Collaboration'),
    description: text('Договаривается и помогает коллегам.', 'Agrees on things and helps colleagues.'),
    levels: [
      ['Вовремя просит помощи', 'Asks for help in time'],
      ['Договаривается с соседними командами', 'Agrees with neighbouring teams'],
      ['Ведёт обсуждения к решению', 'Leads discussions to a decision'],
      ['Согласует планы нескольких команд', 'Aligns several teams’ plans'],
    ],
  },
  {
    name: text('Наставничество', 'Mentoring'),
    description: text('Помогает расти другим.', 'Helps others grow.'),
    levels: [
      ['Делится тем, что узнал', 'Shares what they learn'],
      ['Помогает новичкам освоиться', 'Helps newcomers settle in'],
      ['Наставляет инженеров команды', 'Mentors the team’s engineers'],
      ['Растит будущих лидов', 'Grows future leads'],
    ],
  },
];

function sections(scaleId: number, competencyIds: number[]): TemplateSection[] {
  const base = { visibility: DEFAULT_VISIBILITY, required: true };
  const q = (key: string, type: 'text' | 'rating' | 'choice' | 'yes_no', ru: string, en: string) => ({
    key,
    type,
    text: text(ru, en),
    required: type !== 'text',
  });
  return [
    {
      ...base,
      key: 'values',
      kind: 'values',
      title: text('Ценности компании', 'Company values'),
      answeredBy: 'both',
      weight: 20,
      scaleId,
    },
    {
      ...base,
      key: 'competencies',
      kind: 'competencies',
      title: text('Инженерные компетенции', 'Engineering competencies'),
      answeredBy: 'both',
      weight: 50,
      scaleId,
      competencyIds,
    },
    {
      ...base,
      key: 'questions',
      kind: 'questions',
      title: text('Вопросы', 'Questions'),
      answeredBy: 'both',
      weight: 30,
      scaleId,
      questions: [
        q('achievement', 'text', 'Чем вы гордитесь за период?', 'What are you proud of this period?'),
        q('delivery', 'rating', 'Насколько предсказуемо вы поставляли задачи?', 'How predictably did you deliver?'),
        {
          ...q('focus', 'choice', 'На чём сосредоточиться дальше?', 'What to focus on next?'),
          options: [
            { key: 'depth', label: text('Глубина в своей области', 'Depth in my area') },
            { key: 'breadth', label: text('Широта: соседние системы', 'Breadth: neighbouring systems') },
            { key: 'people', label: text('Работа с людьми', 'Working with people') },
          ],
        },
        q('oncall', 'yes_no', 'Участвовали ли вы в дежурствах?', 'Were you on call?'),
      ],
    },
    {
      ...base,
      key: 'results',
      kind: 'results',
      title: text('Результаты', 'Results'),
      answeredBy: 'employee',
      weight: 0,
    },
    {
      ...base,
      key: 'summary',
      kind: 'manager_summary',
      title: text('Итог руководителя', 'Manager summary'),
      answeredBy: 'reviewer',
      weight: 0,
    },
  ];
}

export async function seedTemplates(
  tx: Tx,
  companyId: number,
  depIds: Map<string, number>,
  headId: number | undefined,
) {
  const [scale] = await tx
    .insert(s.ratingScales)
    .values({ companyId, name: text('Шкала 1–4', 'Scale 1–4'), points: SCALE })
    .returning({ id: s.ratingScales.id });
  const [family] = await tx
    .insert(s.jobFamilies)
    .values({ companyId, name: text('Инженерия', 'Engineering'), levels: LEVELS })
    .returning({ id: s.jobFamilies.id });
  const competencyIds = (
    await tx
      .insert(s.competencies)
      .values(
        COMPETENCIES.map((c, i) => ({
          companyId,
          jobFamilyId: family.id,
          name: c.name,
          nameKey: c.name.ru.toLowerCase(),
          description: c.description,
          behaviours: Object.fromEntries(LEVELS.map((l, k) => [l.key, text(...c.levels[k])])),
          order: i + 1,
        })),
      )
      .returning({ id: s.competencies.id })
  ).map((c) => c.id);
  const departments = ['dev', 'frontend'].flatMap((key) => depIds.get(key) ?? []);
  await tx
    .update(s.employeeInPositions)
    .set({
      jobFamilyId: family.id,
      jobLevel: sql`case when ${s.employeeInPositions.id} = ${headId ?? 0} then 'lead' else 'middle' end`,
    })
    .where(
      and(eq(s.employeeInPositions.companyId, companyId), inArray(s.employeeInPositions.departmentId, departments)),
    );
  const [template] = await tx
    .insert(s.reviewTemplates)
    .values({ companyId, name: text('Инженерный', 'Engineering') })
    .returning({ id: s.reviewTemplates.id });
  const [version] = await tx
    .insert(s.reviewTemplateVersions)
    .values({ companyId, templateId: template.id, number: 1, sections: sections(scale.id, competencyIds) })
    .returning({ id: s.reviewTemplateVersions.id });
  await tx.update(s.reviewTemplates).set({ currentVersionId: version.id }).where(eq(s.reviewTemplates.id, template.id));
}
