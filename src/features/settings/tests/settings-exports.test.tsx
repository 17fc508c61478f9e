import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PeriodOut } from '../../../api/types.ts';
import { period } from './agreements-fixtures.ts';
import { API, page, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const C = `${API}/companies/companies/1/performance_review`;

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

describe('the periods CSV export', () => {
  // jsdom has no object URLs: the file the export hands to the browser is caught here instead.
  const blobs: Blob[] = [];
  beforeEach(() => {
    blobs.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
    });
  });
  afterEach(() => Reflect.deleteProperty(URL, 'createObjectURL'));

  it('has a BOM, Russian headers, status and form type in words and dates as Russians write them', async () => {
    const rows: PeriodOut[] = [
      { ...period(), forms_count: 30, open_forms_count: 12, agreements_count: 0, updated_at: '2025-02-01T12:30:00Z' },
    ];
    server.use(http.get(`${C}/assessment_periods/`, () => HttpResponse.json(page(rows))));
    renderApp('/c/1/settings/performance-review-periods/');
    await screen.findByText(rows[0].name);
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first] = new TextDecoder().decode(bytes).split('\r\n');
    expect(header.split(';').slice(0, 3)).toEqual(['Название', 'Начало', 'Самооценка до']);
    expect(header).toContain('Статус;Тип анкеты;Анкет');
    expect(first.split(';')).toEqual(
      expect.arrayContaining(['Оценка за второе полугодие', '01.07.2025', '31.12.2025', 'Активен', '30']),
    );
    expect(first).toContain('Стандартная');
    expect(first).not.toMatch(/STND|active|T12:30/);
  });
});
