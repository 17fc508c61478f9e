import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, fieldErrors, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { ONE, peopleHandlers } from './one-on-ones-fixtures.ts';

/** The company's questions as the server keeps them; each PUT's body kept, the first refused with `refusal` (a 400) when given. */
function handlers(bodies: unknown[], refusal?: Parameters<typeof fieldErrors>[0]) {
  let stored = ['Что мешает работать?', 'Как дела?'];
  return [
    ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: true })]),
    ...peopleHandlers(),
    http.get(`${ONE}/series/`, () => HttpResponse.json(page([]))),
    http.get(`${ONE}/questions/`, () =>
      HttpResponse.json({ results: stored.map((text, index) => ({ id: index + 1, text })) }),
    ),
    http.put(`${ONE}/questions/`, async ({ request }) => {
      const body = (await request.json()) as { questions: string[] };
      bodies.push(body);
      if (refusal && bodies.length === 1) return fieldErrors(refusal);
      stored = body.questions;
      return HttpResponse.json({ results: stored.map((text, index) => ({ id: index + 1, text })) });
    }),
  ];
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Изменить вопросы компании' }));
  const dialog = await screen.findByRole('dialog', { name: 'Вопросы для встреч 1:1' });
  const field = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', { name: 'Вопросы' });
  return { dialog, field };
}

/** Selects the line (with its line break) the way a person drags over it, for the next key or paste to replace. */
async function selectLine(person: UserEvent, field: HTMLTextAreaElement, line: string) {
  await person.click(field);
  const start = field.value.indexOf(line);
  field.setSelectionRange(start, start + line.length + 1);
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe("the company's suggested questions", () => {
  it('lets an admin add and remove questions, one a line, and sends the trimmed list', async () => {
    const person = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(...handlers(bodies));
    renderApp('/c/1/one-on-ones/');
    const { dialog, field } = await openDialog();
    expect(field.value).toBe('Что мешает работать?\nКак дела?');
    expect(within(dialog).getByText('По одному вопросу в строке.')).toBeTruthy();

    await person.click(field);
    await person.paste('\n  Чем помочь?  \n\n');
    await selectLine(person, field, 'Как дела?');
    await person.keyboard('{Backspace}');
    expect(field.value).toBe('Что мешает работать?\n  Чем помочь?  \n\n');
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Вопросы сохранены')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Вопросы для встреч 1:1' })).toBeNull();
    expect(bodies).toEqual([{ questions: ['Что мешает работать?', 'Чем помочь?'] }]);

    const reopened = await openDialog();
    expect(reopened.field.value).toBe('Что мешает работать?\nЧем помочь?');
  });

  it("shows a question the server refuses at the field, and saves once it's mended", async () => {
    const person = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(...handlers(bodies, { 'questions.1': [{ code: 'too_long', params: { max: 1000 } }] }));
    renderApp('/c/1/one-on-ones/');
    const { dialog, field } = await openDialog();
    const long = 'я'.repeat(1001);
    await selectLine(person, field, 'Как дела?');
    await person.paste(`${long}\n`);
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    const error = await within(dialog).findByText('Вопрос 2: Не более 1000 символов.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(bodies).toEqual([{ questions: ['Что мешает работать?', long] }]);

    await selectLine(person, field, long);
    await person.paste('Чем помочь?');
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Вопросы сохранены')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ questions: ['Что мешает работать?', 'Чем помочь?'] });
  });
});
