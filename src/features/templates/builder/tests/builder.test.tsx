import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateSection } from '../../../../../contract/templates.ts';
import { fieldErrors } from '../../../../../tests/web/fixtures.ts';
import { server } from '../../../../../tests/web/msw.ts';
import { handlers, openBuilder, SECTIONS, T, template } from './builder-fixtures.ts';

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

  it('shows a refused name on its field in the interface’s words, and keeps the dialog open', async () => {
    const person = userEvent.setup();
    const names: unknown[] = [];
    server.use(
      ...handlers([]),
      http.patch(T, async ({ request }) => {
        names.push(await request.json());
        return fieldErrors({ 'name.en': [{ code: 'blank' }], 'name.ru': [{ code: 'too_long', params: { max: 500 } }] });
      }),
    );
    await openBuilder();
    await person.click(screen.getByRole('button', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Название шаблона' });
    await person.clear(within(dialog).getByRole('textbox', { name: 'Название (англ.)' }));
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const en = await within(dialog).findByRole('textbox', { name: 'Название (англ.)' });
    await waitFor(() => expect(en.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Поле не может быть пустым.')).toBeTruthy();
    expect(within(dialog).getByText('Не более 500 символов.')).toBeTruthy();
    expect(names).toEqual([{ name: { ru: 'Инженерный', en: '' }, version: 1 }]);
    expect(screen.getByRole('heading', { name: 'Шаблон «Инженерный»', hidden: true })).toBeTruthy();
  });

  it('says why a rename was refused when the template was archived meanwhile', async () => {
    const person = userEvent.setup();
    server.use(
      ...handlers([]),
      http.patch(T, () => HttpResponse.json({ detail: 'archived', code: 'template_archived' }, { status: 409 })),
    );
    await openBuilder();
    await person.click(screen.getByRole('button', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Название шаблона' });
    await person.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Шаблон в архиве, изменить его нельзя.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toHaveProperty('disabled', false);
  });
});
