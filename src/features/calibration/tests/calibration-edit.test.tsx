import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionDetailOut } from '../../../api/types.ts';
import { company, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { SALES, session, sessionPerson, SESSIONS } from './calibration-fixtures.ts';

const STRUCTURE = '/api/companies/companies/1/structure';

const PAGE = '/c/1/performance-review/calibration/12/';

/** The session's API, with the bodies of the changes sent. */
function sessionApi(initial: SessionDetailOut) {
  const state = { current: initial };
  const changes: Record<string, unknown>[] = [];
  server.use(
    http.get(`${SESSIONS}12/`, () => HttpResponse.json(state.current)),
    http.get(`${SESSIONS}12/history/`, () => HttpResponse.json(page([]))),
    http.get(`${STRUCTURE}/departments/`, () =>
      HttpResponse.json(
        page([{ id: SALES.id, name: SALES.name, parent_id: null, path: 'Продажи', depth: 0, head: null }]),
      ),
    ),
    http.get(`${STRUCTURE}/employee_in_positions/`, () => HttpResponse.json(page([]))),
    http.patch(`${SESSIONS}12/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      changes.push(body);
      state.current = { ...state.current, name: String(body.name), version: state.current.version + 1 };
      return HttpResponse.json(state.current);
    }),
  );
  return { state, changes };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(user(), [company()]));
});

describe('editing a calibration session', () => {
  it('saves the name, curve and participants at the version read, and shows the session as saved', async () => {
    const { changes } = sessionApi(session([sessionPerson(41, 'Ольга Кузнецова', 'high', 'high', 4)]));
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить калибровочную сессию' });
    const name = await screen.findByRole('textbox', { name: 'Название' });
    expect(dialog).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Итоги продаж');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({ name: 'Итоги продаж', version: 1, department_ids: [5] });
    expect(await screen.findByRole('heading', { name: 'Итоги продаж', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a share with a decimal as the reader writes it, and sends it back as a number', async () => {
    const curve = { '0': 0, '1': 12.5, '2': 17.5, '3': 40, '4': 20, '5': 10 };
    const { changes } = sessionApi(
      session([sessionPerson(41, 'Ольга Кузнецова', 'high', 'high', 4)], { target_curve: curve }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const share = await screen.findByRole('textbox', { name: 'Оценка 1, %' });
    expect(share).toHaveProperty('value', '12,5');
    expect(screen.getByRole('textbox', { name: 'Оценка 2, %' })).toHaveProperty('value', '17,5');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({ target_curve: curve });
  });

  it('keeps the departments once a grade has moved, and says why', async () => {
    const moved = sessionPerson(41, 'Ольга Кузнецова', 'high', 'high', 4, { version: 1, calibrated_grade: 5 });
    const { changes } = sessionApi(session([moved]));
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    expect(
      await screen.findByText('Подразделения уже не изменить: в сессии меняли оценки или клетки матрицы'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).not.toHaveProperty('department_ids');
  });
});
