import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DelegationRecordOut, FormDetailOut as FormDetail } from '../../../api/types.ts';
import { company, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, PR, recordWrites, reviewForm, type Sent } from './review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const REVOKE = `${PR}/participants/delegation/revoke/`;
const IVANOV = 4;
const ORLOV = 12;
let sent: Sent[] = [];

function handover(overrides: Partial<DelegationRecordOut> = {}): DelegationRecordOut {
  return {
    from_reviewer_id: IVANOV,
    to_reviewer_id: ORLOV,
    from_reviewer_name: 'Дмитрий Иванов',
    to_reviewer_name: 'Павел Орлов',
    by: 'Дмитрий Иванов',
    at: '2025-03-05T10:00:00Z',
    returned: false,
    revocable: true,
    ...overrides,
  };
}

/** The form at the manager stage, handed by Ivanov to Orlov, as someone other than its employee reads it. */
const handedOver = (isAdmin = false): FormDetail =>
  reviewForm({
    stage: 'MANAGER',
    reviewer: { id: ORLOV, full_name: 'Павел Орлов' },
    me: { is_employee: false, is_reviewer: false, is_admin: isAdmin, read_only: false },
    available_transitions: [],
    delegations: [handover()],
  });

function signedInAs(eip: number, isAdmin = false) {
  server.use(
    ...sessionHandlers(user({ full_name: 'Кто-то' }), [company({ is_admin: isAdmin, employee_in_position_id: eip })]),
  );
}

const history = async () => within(await screen.findByRole('region', { name: 'История анкеты' }));

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
});

describe('the form history of hand-overs', () => {
  it('names whom the review went from and to and who handed it over', async () => {
    signedInAs(ORLOV);
    server.use(http.get(`${PR}/assessment_forms/7/`, () => json(handedOver())));
    renderApp(FORM_PATH);
    const block = await history();
    expect(block.getByText('Оценка передана: Дмитрий Иванов → Павел Орлов')).toBeTruthy();
    expect(block.getByText(/передал\(а\): Дмитрий Иванов/)).toBeTruthy();
    // The delegate cannot take it back: only the manager who handed it over or an admin.
    expect(block.queryByRole('button', { name: /Вернуть/ })).toBeNull();
  });
});

describe('taking a review back', () => {
  it('asks first, then returns the form to the manager who handed it over and shows the return', async () => {
    signedInAs(IVANOV);
    let form = handedOver();
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(form)),
      recordWrites(sent, 'post', REVOKE, () => {
        form = reviewForm({
          ...form,
          reviewer: { id: IVANOV, full_name: 'Дмитрий Иванов' },
          delegations: [
            handover({
              from_reviewer_id: ORLOV,
              to_reviewer_id: IVANOV,
              from_reviewer_name: 'Павел Орлов',
              to_reviewer_name: 'Дмитрий Иванов',
              at: '2025-03-06T10:00:00Z',
              returned: true,
              revocable: false,
            }),
            handover({ revocable: false }),
          ],
        });
        return json({ revoked: 1 });
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click((await history()).getByRole('button', { name: 'Вернуть себе' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оценку себе?' });
    expect(within(dialog).getByText(/Анкету снова будете оценивать вы, а Павел Орлов — больше нет/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть себе' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ form_ids: [7] }]));
    expect(await screen.findByText('Оценка возвращена: анкету снова оцениваете вы')).toBeTruthy();
    expect(await screen.findByText('Оценка возвращена: Павел Орлов → Дмитрий Иванов')).toBeTruthy();
    expect(screen.getByText(/вернул\(а\): Дмитрий Иванов/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /Вернуть/ })).toBeNull();
  });

  it("lets an admin return it to the previous manager and keeps the server's refusal in the dialog", async () => {
    signedInAs(99, true);
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(handedOver(true))),
      recordWrites(sent, 'post', REVOKE, () => problem(409, 'revoke_previous_gone')),
    );
    renderApp(FORM_PATH);
    await userEvent.click((await history()).getByRole('button', { name: 'Вернуть: Дмитрий Иванов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оценку прежнему руководителю?' });
    expect(within(dialog).getByText(/Анкету снова будет оценивать Дмитрий Иванов/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть: Дмитрий Иванов' }));
    expect(await within(dialog).findByText(/Прежний оценивающий больше не может оценивать/)).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('offers nothing once the form is past the manager stage', async () => {
    signedInAs(IVANOV);
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () =>
        json({ ...handedOver(), stage: 'FEEDBACK', delegations: [handover({ revocable: false })] }),
      ),
    );
    renderApp(FORM_PATH);
    expect((await history()).getByText('Оценка передана: Дмитрий Иванов → Павел Орлов')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Вернуть/ })).toBeNull();
  });
});
