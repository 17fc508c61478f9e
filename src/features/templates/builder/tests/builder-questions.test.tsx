import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateSection } from '../../../../../contract/templates.ts';
import { server } from '../../../../../tests/web/msw.ts';
import { handlers, openBuilder, QUESTIONS, SECTIONS, section, T, template } from './builder-fixtures.ts';

const TWO_QUESTIONS = section('questions', 'Вопросы', {
  kind: 'questions',
  questions: [
    ...(QUESTIONS.questions ?? []),
    { key: 'q2', type: 'text', text: { ru: 'Что мешало', en: 'What got in the way' }, required: true },
  ],
});

/** The preview's questions of a section card, each as its text reads (the question, its mark, its scale). */
function previewed(title: string): string[] {
  const preview = screen.getByRole('region', { name: /^(Предпросмотр|Preview)$/ });
  const card = within(preview).getByRole('listitem', { name: title });
  return within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

async function openQuestions(person: ReturnType<typeof userEvent.setup>, saved: TemplateSection[][] = []) {
  server.use(...handlers(saved, false, [...SECTIONS, TWO_QUESTIONS]));
  const list = await openBuilder();
  await person.click(within(list).getByText('4. Вопросы'));
  return screen.findByRole('group', { name: 'Вопрос 1' });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the questions of a template section', () => {
  it("sets a question's own scale and makes it optional, and the saved section carries both", async () => {
    const person = userEvent.setup();
    const saved: TemplateSection[][] = [];
    const first = await openQuestions(person, saved);
    const required = within(first).getByRole('checkbox', { name: 'Обязательный (вопрос 1)' });
    expect(required).toHaveProperty('checked', true);
    await person.click(required);
    await person.click(within(first).getByRole('combobox', { name: 'Шкала вопроса 1' }));
    // The built-in scale once: as the choice of none (the section's), not again as a row.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Как у раздела', 'Шкала 1–4']);
    await person.click(await screen.findByRole('option', { name: 'Шкала 1–4' }));
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон сохранён')).toBeTruthy();
    expect(saved.at(0)?.at(3)?.questions?.at(0)).toEqual({
      key: 'q1',
      type: 'rating',
      text: { ru: 'Как прошёл год', en: 'The year' },
      required: false,
      scaleId: 2,
    });
  });

  it('offers a scale only to a rating question, each control named by its question', async () => {
    const person = userEvent.setup();
    const first = await openQuestions(person);
    const second = screen.getByRole('group', { name: 'Вопрос 2' });
    expect(within(first).getByRole('combobox', { name: 'Тип вопроса' })).toBeTruthy();
    expect(within(second).getByRole('checkbox', { name: 'Обязательный (вопрос 2)' })).toBeTruthy();
    expect(within(second).queryByRole('combobox', { name: 'Шкала вопроса 2' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Удалить вопрос 2' })).toBeTruthy();
  });

  it('previews which questions must be answered and on which scale, as the builder changes them', async () => {
    const person = userEvent.setup();
    const first = await openQuestions(person);
    expect(previewed('Вопросы')).toEqual([
      'Как прошёл годобязательныйШкала «Оценки 0–5»: 0–5',
      'Что мешалообязательный',
    ]);
    await person.click(within(first).getByRole('checkbox', { name: 'Обязательный (вопрос 1)' }));
    await person.click(within(first).getByRole('combobox', { name: 'Шкала вопроса 1' }));
    await person.click(await screen.findByRole('option', { name: 'Шкала 1–4' }));
    expect(previewed('Вопросы')).toEqual(['Как прошёл годШкала «Шкала 1–4»: 1–4', 'Что мешалообязательный']);

    await person.click(screen.getByRole('checkbox', { name: 'Обязательный' }));
    expect(screen.getByText('Раздел необязательный: его вопросы можно оставить без ответа.')).toBeTruthy();
    expect(previewed('Вопросы')).toEqual(['Как прошёл годШкала «Шкала 1–4»: 1–4', 'Что мешало']);
  });

  it('follows the section’s scale where the question has none, and speaks English once the reader picks it', async () => {
    const person = userEvent.setup();
    server.use(...handlers([], false, [...SECTIONS, { ...TWO_QUESTIONS, scaleId: 2 }]));
    await openBuilder();
    await person.click(await screen.findByRole('button', { name: /Русский/ }));
    await person.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(previewed('questions')).toEqual(['The yearrequiredScale "Scale 1–4": 1–4', 'What got in the wayrequired']);
  });
});

describe('renaming from the builder', () => {
  it('says the name is not versioned, shows the save under way, then the new name', async () => {
    const person = userEvent.setup();
    let answer: (value: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    server.use(
      ...handlers([]),
      http.patch(T, () => answered),
    );
    await openBuilder();
    await person.click(screen.getByRole('button', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Название шаблона' });
    expect(within(dialog).getByText(/новая версия не создаётся/)).toBeTruthy();
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const busy = await within(dialog).findByRole('button', { name: 'Сохранение…' });
    expect(busy).toHaveProperty('disabled', true);
    answer(HttpResponse.json({ ...template(SECTIONS, 2), name: { ru: 'Инженеры', en: 'Engineers' } }));
    expect(await screen.findByRole('heading', { name: 'Шаблон «Инженеры»' })).toBeTruthy();
    expect(await screen.findByText('Шаблон переименован')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
