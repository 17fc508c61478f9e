import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScaleOut } from '../../../../server/src/modules/templates/scales.schemas.ts';
import { API, fieldErrors, page, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const SCALES = `${API}/companies/companies/1/performance_review/rating_scales/`;
const text = (ru: string, en: string) => ({ ru, en });

function scale(overrides: Partial<ScaleOut> = {}): ScaleOut {
  return {
    id: 1,
    name: text('Шкала 0–5', 'Scale 0–5'),
    points: [
      { value: 0, label: text('Нет оценки', 'Not graded') },
      { value: 5, label: text('Значительно выше ожиданий', 'Far above expectations') },
    ],
    allow_not_applicable: false,
    built_in: true,
    templates_count: 2,
    version: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

let posted: unknown[] = [];
beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  posted = [];
  server.use(
    ...sessionHandlers(),
    http.get(SCALES, () => HttpResponse.json(page([scale()]))),
  );
});

describe('the rating scales page', () => {
  it('shows the built-in scale read-only and shows the refusals of a new scale on the points they name', async () => {
    server.use(
      http.post(SCALES, async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? fieldErrors({ 'points.1.label.en': [{ code: 'blank' }], points: [{ code: 'scale_points_order' }] })
          : HttpResponse.json(scale({ id: 2, built_in: false }), { status: 201 });
      }),
    );
    renderApp('/c/1/settings/rating-scales/');
    const item = (await screen.findByText('Шкала 0–5')).closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('Встроенная')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Изменить' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Новая шкала' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая шкала' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название (рус.)' }), 'Шкала 1–2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название (англ.)' }), 'Scale 1–2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать пункт 4' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать пункт 3' }));
    const ru = within(dialog).getAllByRole('textbox', { name: 'Подпись (рус.)' });
    await userEvent.type(ru[0], 'Ниже');
    await userEvent.type(ru[1], 'Выше');
    await userEvent.type(within(dialog).getAllByRole('textbox', { name: 'Подпись (англ.)' })[0], 'Below');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText('Поле не может быть пустым.')).toBeTruthy();
    expect(within(dialog).getByText(/идти по возрастанию/)).toBeTruthy();
    expect(posted[0]).toEqual({
      name: text('Шкала 1–2', 'Scale 1–2'),
      points: [
        { value: 1, label: text('Ниже', 'Below') },
        { value: 2, label: text('Выше', '') },
      ],
      allow_not_applicable: false,
    });

    await userEvent.type(within(dialog).getAllByRole('textbox', { name: 'Подпись (англ.)' })[1], 'Above');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(2);
  });
});
