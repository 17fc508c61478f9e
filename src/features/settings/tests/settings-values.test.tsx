import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueOut } from '../../../api/types.ts';
import { API, page, problem, sessionHandlers, value } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const C = `${API}/companies/companies/1/performance_review`;
const USED: CatalogueOut = { ...value({ id: 1, name: 'Клиентоориентированность' }), forms_count: 12 };
const FREE: CatalogueOut = { ...value({ id: 2, order: 2, name: 'Честность' }), forms_count: 0 };
const SKILL: CatalogueOut = { ...value({ id: 7, name: 'Лидерство' }), forms_count: 1 };

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(
    ...sessionHandlers(),
    http.get(`${C}/values/`, () => HttpResponse.json(page([USED, FREE]))),
    http.get(`${C}/values/1/`, () => HttpResponse.json(USED)),
    http.get(`${C}/hipo_skills/`, () => HttpResponse.json(page([SKILL]))),
  );
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('deleting a value or a hipo skill that forms grade', () => {
  it('disables "Удалить" with the reason on the list, and keeps it for an unused value', async () => {
    renderApp('/c/1/settings/values/');
    const used = within(await rowOf(USED.name)).getByRole('button', { name: 'Удалить' });
    expect(used).toHaveProperty('disabled', true);
    expect(used.getAttribute('aria-description')).toBe(
      'Ценность оценивается в 12 анкетах, удалить её нельзя. Сделайте её неактивной.',
    );
    expect(within(await rowOf(FREE.name)).getByRole('button', { name: 'Удалить' })).toHaveProperty('disabled', false);
  });

  it('disables it on the edit page too', async () => {
    renderApp('/c/1/settings/values/1/');
    await screen.findByDisplayValue(USED.name);
    expect(screen.getByRole('button', { name: 'Удалить' })).toHaveProperty('disabled', true);
  });

  it('says it for hipo skills in their own words', async () => {
    renderApp('/c/1/settings/hipo-skills/');
    const button = within(await rowOf(SKILL.name)).getByRole('button', { name: 'Удалить' });
    expect(button.getAttribute('aria-description')).toBe(
      'Навык оценивается в 1 анкете, удалить его нельзя. Сделайте его неактивным.',
    );
  });

  it('names a deleted hipo skill in its own words', async () => {
    const free: CatalogueOut = { ...SKILL, id: 8, name: 'Обучаемость', forms_count: 0 };
    server.use(
      http.get(`${C}/hipo_skills/`, () => HttpResponse.json(page([SKILL, free]))),
      http.delete(`${C}/hipo_skills/8/`, () => new HttpResponse(null, { status: 204 })),
    );
    renderApp('/c/1/settings/hipo-skills/');
    await userEvent.click(within(await rowOf(free.name)).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Навык HiPo «Обучаемость» удалён')).toBeTruthy();
  });

  it('words a 409 by its code in Russian when the value got used meanwhile', async () => {
    server.use(http.delete(`${C}/values/2/`, () => problem(409, 'value_in_use', {}, { forms: 1 })));
    renderApp('/c/1/settings/values/');
    await userEvent.click(within(await rowOf(FREE.name)).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(
      await screen.findByText('Ценность используется в анкетах, удалить её нельзя. Сделайте её неактивной.'),
    ).toBeTruthy();
  });
});
