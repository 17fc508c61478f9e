import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, PR, recordWrites, reviewForm, valueItem, type Sent } from './review-fixtures.ts';
import { http } from 'msw';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const VALUE = `${PR}/assessment_forms/items/values/31/`;
const COMMENT_DRAFT = 'perf-review.draft.u7.7.assessment_forms/items/values/31/.self_comment';
let sent: Sent[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  const item = valueItem({ version: 1, self_comment: '' });
  server.use(
    ...sessionHandlers(),
    http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm({ values: [item] }))),
    recordWrites(sent, 'patch', VALUE, () => json({ ...item, version: 2 })),
  );
});

describe('a long text field', () => {
  it('counts the characters against the limit, refuses past it at the field and keeps the text', async () => {
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText<HTMLTextAreaElement>('Комментарий сотрудника: Ответственность');
    const box = () => within(field.closest<HTMLElement>('.MuiFormControl-root') ?? document.body);
    expect(box().getByText('0 из 5000 символов')).toBeTruthy();
    const tooLong = 'я'.repeat(5002);
    fireEvent.change(field, { target: { value: tooLong } });
    fireEvent.blur(field);
    expect(await screen.findByText('Не более 5000 символов: сократите на 2 символа, чтобы сохранить')).toBeTruthy();
    expect(field.value).toBe(tooLong);
    expect(localStorage.getItem(COMMENT_DRAFT)).toContain(tooLong);
    expect(sent).toEqual([]);
    const fits = 'я'.repeat(5000);
    fireEvent.change(field, { target: { value: fits } });
    fireEvent.blur(field);
    await waitFor(() => expect(sent.length).toBe(1));
    expect(box().getByText('5000 из 5000 символов')).toBeTruthy();
  });
});
