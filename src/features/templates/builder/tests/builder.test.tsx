import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VISIBILITY, type TemplateSection } from '../../../../../contract/templates.ts';
import { company, fieldErrors, sessionHandlers, user } from '../../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../../tests/web/harness.tsx';
import { server } from '../../../../../tests/web/msw.ts';

const R = '/api/companies/companies/1/performance_review/';
const T = `${R}templates/5/`;
const SCALES = {
  count: 1,
  results: [
    {
      id: 2,
      name: { ru: 'Шкала 1–4', en: 'Scale 1–4' },
      points: [],
      allow_not_applicable: false,
      built_in: false,
      version: 1,
      in_use: true,
    },
  ],
};

const section = (key: string, ru: string, extra: Partial<TemplateSection> = {}): TemplateSection => ({
  key,
  kind: 'values',
  title: { ru, en: key },
  answeredBy: 'both',
  visibility: DEFAULT_VISIBILITY,
  required: true,
  weight: 0,
  ...extra,
});
const SECTIONS = [
  section('values', 'Ценности', { weight: 100 }),
  section('results', 'Результаты', { kind: 'results', answeredBy: 'employee' }),
  section('summary', 'Итог', { kind: 'manager_summary', answeredBy: 'reviewer' }),
];
const template = (sections: TemplateSection[] = SECTIONS, version = 1) => ({
  id: 5,
  name: { ru: 'Инженерный', en: 'Engineering' },
  built_in: null,
  is_archived: false,
  version,
  current_version: { id: 9, number: 1, frozen: false },
  updated_at: '2026-11-01T10:00:00Z',
  sections,
});

function handlers(saved: TemplateSection[][], refuse = false, sections: TemplateSection[] = SECTIONS) {
  return [
    ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: true })]),
    http.get(T, () => HttpResponse.json(template(sections))),
    http.get(`${R}rating_scales/`, () => HttpResponse.json(SCALES)),
    http.get(`${R}competencies/`, () => HttpResponse.json({ count: 0, results: [] })),
    http.put(`${T}sections/`, async ({ request }) => {
      const body = (await request.json()) as { sections: TemplateSection[] };
      saved.push(body.sections);
      if (refuse)
        return fieldErrors({
          'sections.1.questions': [{ code: 'template_questions_required' }],
          sections: [{ code: 'template_weights_sum', params: { sum: 80 } }],
        });
      return HttpResponse.json(template(body.sections, 2));
    }),
  ];
}

const QUESTIONS = section('questions', 'Вопросы', {
  kind: 'questions',
  questions: [{ key: 'q1', type: 'rating', text: { ru: 'Как прошёл год', en: 'The year' }, required: true }],
});

async function openBuilder() {
  renderApp('/c/1/settings/templates/5/');
  return screen.findByRole('list', { name: 'Разделы' });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the template builder', () => {
  it('moves a section by keyboard, announces the move, and saves the new order', async () => {
    const person = userEvent.setup();
    const saved: TemplateSection[][] = [];
    server.use(...handlers(saved));
    const list = await openBuilder();
    const down = within(list).getByRole('button', { name: 'Опустить раздел «Ценности»' });
    down.focus();
    await person.keyboard('{Enter}');
    expect(await screen.findByText('Раздел «Ценности» теперь на месте 2 из 3')).toBeTruthy();
    expect(within(list).getByText('1. Результаты')).toBeTruthy();
    expect(within(list).getByText('2. Ценности')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Поднять раздел «Результаты»' })).toHaveProperty('disabled', true);
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон сохранён')).toBeTruthy();
    expect(saved.at(0)?.map((s) => s.key)).toEqual(['results', 'values', 'summary']);
  });

  it("names what is wrong from the server's field paths, in the interface's words", async () => {
    const person = userEvent.setup();
    server.use(...handlers([], true));
    await openBuilder();
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Что нужно исправить')).toBeTruthy();
    expect(
      within(summary).getByText('Раздел 2: В разделе вопросов нужен хотя бы один вопрос.', { exact: false }),
    ).toBeTruthy();
    expect(within(summary).getByText(/Шаблон: .*сейчас 80/)).toBeTruthy();
  });

  it('previews the form as the employee and as the reviewer at each stage', async () => {
    const person = userEvent.setup();
    server.use(...handlers([]));
    await openBuilder();
    const preview = screen.getByRole('region', { name: 'Предпросмотр' });
    const card = (title: string) => within(preview).getByRole('listitem', { name: title });
    expect(within(card('Ценности')).getByText('Заполняет на этом этапе')).toBeTruthy();
    expect(within(card('Ценности')).getByText('Ответы другой стороны скрыты до этапа «Обратная связь»')).toBeTruthy();
    expect(within(card('Итог')).getByText(/скрыты до этапа/)).toBeTruthy();

    await person.click(within(preview).getByRole('combobox', { name: 'Глазами' }));
    await person.click(screen.getByRole('option', { name: 'руководителя' }));
    expect(within(card('Итог')).getByText('Пока не заполняет')).toBeTruthy();
    expect(
      within(card('Результаты')).getByText('Ответы другой стороны скрыты до этапа «Оценка руководителя»'),
    ).toBeTruthy();

    await person.click(within(preview).getByRole('combobox', { name: 'Этап' }));
    await person.click(screen.getByRole('option', { name: 'Оценка руководителя' }));
    expect(within(card('Итог')).getByText('Заполняет на этом этапе')).toBeTruthy();
    expect(within(card('Результаты')).getByText('Видит ответы другой стороны')).toBeTruthy();
  });

  it('renames the template, keeping the sections being edited, and saves them at the version the rename made', async () => {
    const person = userEvent.setup();
    const saved: TemplateSection[][] = [];
    const renames: unknown[] = [];
    const versions: number[] = [];
    server.use(
      http.patch(T, async ({ request }) => {
        const body = (await request.json()) as { name: { ru: string; en: string }; version: number };
        renames.push(body);
        return HttpResponse.json({ ...template(SECTIONS, 2), name: body.name });
      }),
      http.put(`${T}sections/`, async ({ request }) => {
        const body = (await request.json()) as { sections: TemplateSection[]; version: number };
        versions.push(body.version);
        saved.push(body.sections);
        return HttpResponse.json({ ...template(body.sections, 3), name: { ru: 'Инженерный 2027', en: 'Eng 2027' } });
      }),
      ...handlers(saved),
    );
    const list = await openBuilder();
    await person.click(within(list).getByRole('button', { name: 'Опустить раздел «Ценности»' }));
    await person.click(screen.getByRole('button', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Название шаблона' });
    const ru = within(dialog).getByRole('textbox', { name: 'Название (рус.)' });
    await person.clear(ru);
    await person.type(ru, 'Инженерный 2027');
    const en = within(dialog).getByRole('textbox', { name: 'Название (англ.)' });
    await person.clear(en);
    await person.type(en, 'Eng 2027');
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { name: 'Шаблон «Инженерный 2027»' })).toBeTruthy();
    expect(renames).toEqual([{ name: { ru: 'Инженерный 2027', en: 'Eng 2027' }, version: 1 }]);
    expect(within(list).getByText('1. Результаты')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон сохранён')).toBeTruthy();
    expect(versions).toEqual([2]);
    expect(saved.at(0)?.map((x) => x.key)).toEqual(['results', 'values', 'summary']);
  });

  it('shows a refused name on its field and keeps the dialog open', async () => {
    const person = userEvent.setup();
    server.use(
      ...handlers([]),
      http.patch(T, () => fieldErrors({ 'name.en': [{ code: 'blank' }] })),
    );
    await openBuilder();
    await person.click(screen.getByRole('button', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Название шаблона' });
    await person.clear(within(dialog).getByRole('textbox', { name: 'Название (англ.)' }));
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const en = await within(dialog).findByRole('textbox', { name: 'Название (англ.)' });
    await waitFor(() => expect(en.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'Шаблон «Инженерный»', hidden: true })).toBeTruthy();
  });

  it("sets a question's own scale and makes it optional, and the saved section carries both", async () => {
    const person = userEvent.setup();
    const saved: TemplateSection[][] = [];
    server.use(...handlers(saved, false, [...SECTIONS, QUESTIONS]));
    const list = await openBuilder();
    await person.click(within(list).getByText('4. Вопросы'));
    const required = await screen.findByRole('checkbox', { name: 'Обязательный (вопрос 1)' });
    expect(required).toHaveProperty('checked', true);
    const preview = within(screen.getByRole('region', { name: 'Предпросмотр' }));
    expect(preview.getByText('• Как прошёл год · обязательный · шкала 0–5')).toBeTruthy();
    await person.click(required);
    await person.click(screen.getByRole('combobox', { name: 'Шкала вопроса 1' }));
    await person.click(await screen.findByRole('option', { name: 'Шкала 1–4' }));
    expect(preview.getByText('• Как прошёл год · Шкала 1–4')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон сохранён')).toBeTruthy();
    expect(saved.at(0)?.at(3)?.questions).toEqual([
      { key: 'q1', type: 'rating', text: { ru: 'Как прошёл год', en: 'The year' }, required: false, scaleId: 2 },
    ]);
  });
});
