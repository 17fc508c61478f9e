import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDetailOut } from '../../src/api/types.ts';
import { FORM_PATH, resultItem } from '../../src/features/ai/tests/ai-fixtures.ts';
import { sessionHandlers } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';
import {
  json,
  pageOf,
  PR,
  recordWrites,
  reviewForm,
  type Sent,
} from '../../src/features/forms/tests/review-fixtures.ts';
import { STRUCTURE_PAGE, structureHandlers } from '../../src/features/structure/tests/structure-fixtures.ts';

let sent: Sent[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  localStorage.clear();
  sent = [];
  server.use(...sessionHandlers());
});

describe('adding a result from the keyboard', () => {
  it('moves the focus into the new result’s text, not back to the top of the page', async () => {
    let form: FormDetailOut = reviewForm();
    const added = resultItem({ id: 42, text: 'Провела ретроспективу' });
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(form)),
      http.get(`${PR}/agreements/`, () => json(pageOf([]))),
      recordWrites(sent, 'post', `${PR}/assessment_forms/items/results/`, () => {
        form = reviewForm({ results: [added] });
        return json(added, 201);
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Новый результат' }), 'Провела ретроспективу');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Добавить' }));
    await userEvent.keyboard('{Enter}');

    const result = await screen.findByDisplayValue('Провела ретроспективу');
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(sent.map((write) => write.body)).toEqual([{ form: 7, text: 'Провела ретроспективу' }]);
  });
});

/** The department's edit dialog, whose "part of" field picks among departments. */
async function openDepartmentDialog(edit: string, title: string) {
  await screen.findByRole('heading', { name: 'Разработка' });
  await userEvent.click(screen.getByRole('button', { name: edit }));
  return screen.findByRole('dialog', { name: title });
}

describe('the words of the interface’s own controls', () => {
  beforeEach(() => {
    server.use(...structureHandlers({ queries: [] }));
  });

  it('names a picker’s open button in Russian in the Russian interface', async () => {
    renderApp(`${STRUCTURE_PAGE}?department=2`);
    const dialog = await openDepartmentDialog('Изменить', 'Подразделение «Разработка»');
    expect(within(dialog).getAllByRole('button', { name: 'Открыть' }).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('names it in English once the interface is switched to English', async () => {
    renderApp(`${STRUCTURE_PAGE}?department=2`);
    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const dialog = await openDepartmentDialog('Edit', 'Department “Разработка”');
    expect(within(dialog).getAllByRole('button', { name: 'Open' }).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: 'Открыть' })).toBeNull();
  });
});
