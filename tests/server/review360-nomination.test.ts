import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { SubjectListOut, SubjectOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { json } from './helpers.ts';
import { codeOf, R, useNominationApp, type Person } from './review360-nomination-fixtures.ts';
import { C2, eipOf } from './structure-helpers.ts';

const { ctx, db, eip, period, callers, settings, add, addAll, notices } = useNominationApp();
const me = () => `${R}/subjects/me/?period=${String(period())}`;
const act = (id: number | null, action: 'submit' | 'approve', version: number, base = R) =>
  callers().manager.post(`${base}/subjects/${String(id)}/${action}/`, { version });
const statuses = (subject: SubjectOut) => subject.requests.map((r) => r.status);

describe('employee_proposes: the person proposes, the manager approves', () => {
  it('lets the employee build her list, send it to her manager once, and the manager approve it', async () => {
    const { employee, manager } = callers();
    const listed = await addAll(employee, ['petrov', 'vasilieva']);
    expect(listed).toMatchObject({ status: 'nominating', can_edit: true, can_submit: true, can_approve: false });
    const early = await employee.post(`${R}/subjects/${String(listed.id)}/submit/`, { version: listed.version });
    expect(early.statusCode).toBe(400);
    expect(codeOf(early, 'non_field_errors')).toBe('review360_too_few_reviewers');
    expect(
      (await employee.post(`${R}/subjects/${String(listed.id)}/approve/`, { version: listed.version })).statusCode,
    ).toBe(403);
    const three = await addAll(employee, ['popov']);
    expect(three.requests.map((r) => [r.reviewer, r.relationship, r.status])).toEqual(
      (['petrov', 'vasilieva', 'popov'] as Person[]).map((p) => [eip(p), 'peer', 'proposed']),
    );
    expect(await notices()).toEqual([]);
    const sent = await employee.post(`${R}/subjects/${String(three.id)}/submit/`, { version: three.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<SubjectOut>(sent)).toMatchObject({ status: 'pending_approval', can_edit: false, can_submit: false });
    expect((await add(employee, 'novikova')).statusCode).toBe(403);
    const again = await employee.post(`${R}/subjects/${String(three.id)}/submit/`, {
      version: json<SubjectOut>(sent).version,
    });
    expect(again.statusCode).toBe(409);
    expect((await notices()).map((n) => `${n.kind} ${n.to}`)).toEqual(['review360_nomination manager']);

    const edited = await addAll(manager, ['novikova']);
    const removed = await manager.delete(`${R}/subjects/reviewers/${String(edited.requests[0].id)}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    const before = json<SubjectOut>(removed);
    expect(before).toMatchObject({ status: 'pending_approval', can_approve: true });
    expect((await act(before.id, 'approve', before.version - 1)).statusCode).toBe(409);
    const approved = await act(before.id, 'approve', before.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<SubjectOut>(approved)).toMatchObject({ status: 'collecting', can_approve: false, can_edit: true });
    expect(statuses(json(approved))).toEqual(['open', 'open', 'open']);
    const late = await addAll(manager, ['fedorov']);
    expect(late.requests.at(-1)).toMatchObject({ reviewer: eip('fedorov'), status: 'open' });
    expect((await add(employee, 'mikhailova')).statusCode).toBe(403);
    const told = (await notices()).map((n) => `${n.kind} ${n.to}`);
    expect(told).toEqual([
      'review360_nomination manager',
      ...['vasilieva', 'popov', 'novikova', 'fedorov'].map((p) => `review360_request ${p}`),
    ]);
    expect(json<SubjectOut>(await employee.get(me())).status).toBe('collecting');
  });

  it('tells each reviewer once, names the person reviewed and never another reviewer, and links to the answer', async () => {
    const { employee, manager } = callers();
    const list = await addAll(employee, ['petrov', 'vasilieva', 'popov']);
    const sent = json<SubjectOut>(
      await employee.post(`${R}/subjects/${String(list.id)}/submit/`, { version: list.version }),
    );
    await act(sent.id, 'approve', sent.version);
    const [again] = json<SubjectListOut>(
      await manager.get(`${R}/subjects/?period=${String(period())}&search=Смирнова`),
    ).results;
    expect((await act(again.id, 'approve', again.version)).statusCode).toBe(409);
    const all = await notices();
    expect(all).toHaveLength(4);
    for (const n of all) {
      expect(Object.keys(n.data).sort()).toEqual(['company_name', 'deadline', 'employee_name', 'period_name']);
      expect(n.data.employee_name).toBe('Анна Смирнова');
    }
    const requests = all.filter((n) => n.kind === 'review360_request');
    expect(new Set(requests.map((n) => n.to))).toEqual(new Set(['petrov', 'vasilieva', 'popov']));
    for (const n of requests) {
      expect(n.link).toMatch(/^\/c\/1\/performance-review\/feedback-requests\/\d+\/$/);
      expect(n.form_id).toBeNull();
    }
  });
});

describe('manager_assigns and hr_assigns', () => {
  it('manager_assigns: only the manager or an admin adds, and the approval sends', async () => {
    const { employee, manager, admin } = callers();
    await settings({ nominationMode: 'manager_assigns' });
    expect((await add(employee, 'petrov')).statusCode).toBe(403);
    const list = await addAll(manager, ['petrov', 'vasilieva']);
    expect(list).toMatchObject({ status: 'nominating', can_approve: true });
    const short = await act(list.id, 'approve', list.version);
    expect(codeOf(short, 'non_field_errors')).toBe('review360_too_few_reviewers');
    const full = await addAll(admin, ['popov']);
    const mine = json<SubjectOut>(await employee.get(me()));
    expect(mine).toMatchObject({ can_edit: false, can_submit: false, can_approve: false });
    expect(
      (await employee.post(`${R}/subjects/${String(full.id)}/submit/`, { version: full.version })).statusCode,
    ).toBe(403);
    const approved = await act(full.id, 'approve', full.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await notices()).map((n) => n.kind)).toEqual(Array(3).fill('review360_request'));
  });

  it('hr_assigns: only admins add, remove and approve', async () => {
    const { employee, manager, admin } = callers();
    await settings({ nominationMode: 'hr_assigns' });
    expect((await add(employee, 'petrov')).statusCode).toBe(403);
    expect((await add(manager, 'petrov')).statusCode).toBe(403);
    const list = await addAll(admin, ['petrov', 'vasilieva', 'popov']);
    expect((await manager.delete(`${R}/subjects/reviewers/${String(list.requests[0].id)}/`)).statusCode).toBe(403);
    expect((await act(list.id, 'approve', list.version)).statusCode).toBe(403);
    const approved = await admin.post(`${R}/subjects/${String(list.id)}/approve/`, { version: list.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(statuses(json(approved))).toEqual(['open', 'open', 'open']);
  });
});

describe('the list’s limits', () => {
  it('refuses more than the maximum, the person, a colleague twice, and one who reached the cap', async () => {
    const { employee, admin } = callers();
    await settings({ maxReviewers: 2, maxRequestsPerReviewer: 1 });
    await addAll(employee, ['petrov', 'vasilieva']);
    const third = await add(employee, 'popov');
    expect(third.statusCode).toBe(400);
    expect(nonFieldError(third)).toEqual({ code: 'review360_too_many_reviewers', params: { max: 2 } });
    expect(codeOf(await add(employee, 'employee'), 'reviewer')).toBe('review360_reviewer_self');
    expect(codeOf(await add(employee, 'petrov'), 'reviewer')).toBe('review360_reviewer_duplicate');
    const full = await add(admin, 'petrov', 'manager');
    expect(codeOf(full, 'reviewer')).toBe('review360_reviewer_full');
    await db().execute(sql`update review360_requests set status = 'declined' where reviewer_id = ${eip('petrov')}`);
    expect((await add(admin, 'petrov', 'manager')).statusCode).toBe(201);
  });

  it('works the relationship out from the structure', async () => {
    const list = await addAll(callers().admin, ['ceo', 'employee', 'hr'], 'manager');
    expect(list.requests.map((r) => [r.reviewer, r.relationship])).toEqual([
      [eip('ceo'), 'manager'],
      [eip('employee'), 'direct_report'],
      [eip('hr'), 'peer'],
    ]);
    expect((await addAll(callers().admin, ['manager'])).requests[0].relationship).toBe('manager');
    // Managers above the person's own answer as managers too: their answers never count as a peer's.
    const skipLevel = await addAll(callers().admin, ['manager', 'ceo', 'orlov'], 'egorova');
    expect(skipLevel.requests.map((r) => [r.reviewer, r.relationship])).toEqual([
      [eip('manager'), 'manager'],
      [eip('ceo'), 'manager'],
      [eip('orlov'), 'manager'],
    ]);
  });

  it('never takes an inactive person, nor one of another company, and 404s another company’s ids', async () => {
    const { employee, admin, director } = callers();
    await db()
      .update(s.employeeInPositions)
      .set({ isActive: false })
      .where(eq(s.employeeInPositions.id, eip('popov')));
    expect(codeOf(await add(employee, 'popov'), 'reviewer')).toBe('no_record');
    const worker = { id: await eipOf(ctx, 'worker1@veter.example', 2) };
    const foreign = await employee.post(`${R}/subjects/reviewers/`, {
      period: period(),
      employee: eip('employee'),
      reviewer: worker.id,
    });
    expect(codeOf(foreign, 'reviewer')).toBe('no_record');
    const notHere = await admin.post(`${R}/subjects/reviewers/`, {
      period: period(),
      employee: worker.id,
      reviewer: eip('petrov'),
    });
    expect(codeOf(notHere, 'employee')).toBe('no_record');
    const list = await addAll(employee, ['petrov', 'vasilieva', 'novikova']);
    const base = `${C2}/performance_review/review360`;
    expect((await act(list.id, 'approve', list.version, base)).statusCode).toBe(404);
    for (const res of [
      await director.post(`${base}/subjects/${String(list.id)}/approve/`, { version: list.version }),
      await director.post(`${base}/subjects/${String(list.id)}/submit/`, { version: list.version }),
      await director.delete(`${base}/subjects/reviewers/${String(list.requests[0].id)}/`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await admin.delete(`${R}/subjects/reviewers/2147483647/`)).statusCode).toBe(404);
  });
});

describe('who sees which list', () => {
  it('employees and other managers cannot see or nominate for anyone else', async () => {
    const { employee, orlov } = callers();
    const own = json<SubjectListOut>(await employee.get(`${R}/subjects/?period=${String(period())}`));
    expect(own.results.map((r) => r.employee)).toEqual([eip('employee')]);
    expect(codeOf(await add(employee, 'vasilieva', 'petrov'), 'employee')).toBe('no_record');
    const team = json<SubjectListOut>(await orlov.get(`${R}/subjects/?period=${String(period())}&page_size=100`));
    expect(team.results.map((r) => r.employee)).toContain(eip('egorova'));
    expect(team.results.map((r) => r.employee)).not.toContain(eip('employee'));
    expect(codeOf(await add(orlov, 'petrov'), 'employee')).toBe('no_record');
    const list = await addAll(employee, ['petrov', 'vasilieva', 'popov']);
    expect((await orlov.post(`${R}/subjects/${String(list.id)}/approve/`, { version: list.version })).statusCode).toBe(
      404,
    );
  });

  it('shows `submitted` to admins only, and a decline’s reason to all but the person', async () => {
    const { employee, manager, admin } = callers();
    const list = await addAll(manager, ['petrov', 'vasilieva', 'popov']);
    await act(list.id, 'approve', list.version);
    const [first, second] = list.requests.map((r) => r.id);
    await db().execute(sql`update review360_requests set status = 'submitted' where id = ${first}`);
    await db().execute(
      sql`update review360_requests set status = 'declined', decline_reason = 'В отпуске' where id = ${second}`,
    );
    const as = async (client: typeof admin) =>
      json<SubjectListOut>(
        await client.get(`${R}/subjects/?period=${String(period())}&search=Смирнова`),
      ).results[0].requests.map((r) => `${r.status}:${r.decline_reason}`);
    expect(await as(admin)).toEqual(['submitted:', 'declined:В отпуске', 'open:']);
    expect(await as(manager)).toEqual(['open:', 'declined:В отпуске', 'open:']);
    expect(json<SubjectOut>(await employee.get(me())).requests.map((r) => `${r.status}:${r.decline_reason}`)).toEqual([
      'open:',
      'declined:',
      'open:',
    ]);
    const gone = await manager.delete(`${R}/subjects/reviewers/${String(first)}/`);
    const open = await manager.delete(`${R}/subjects/reviewers/${String(list.requests[2].id)}/`);
    expect([gone.statusCode, open.statusCode]).toEqual([409, 409]);
    expect([gone.json(), open.json()]).toMatchObject([
      { code: 'review360_request_sent' },
      { code: 'review360_request_sent' },
    ]);
  });
});

describe('a closed or switched-off 360', () => {
  it('changes nothing once the person’s 360 closed (409), by the deadline or the form leaving SELF', async () => {
    const { manager } = callers();
    const list = await addAll(manager, ['petrov', 'vasilieva', 'popov']);
    await settings({ deadline: '2000-01-01' });
    expect((await add(manager, 'novikova')).json()).toMatchObject({ code: 'review360_closed' });
    await settings({ deadline: null });
    await db().execute(
      sql`update assessment_forms set stage = 'MANAGER' where period_id = ${period()} and employee_id = ${eip('employee')}`,
    );
    for (const res of [
      await add(manager, 'novikova'),
      await manager.delete(`${R}/subjects/reviewers/${String(list.requests[0].id)}/`),
      await act(list.id, 'approve', list.version),
    ])
      expect(res.json(), res.body).toMatchObject({ code: 'review360_closed' });
    expect(json<SubjectOut>(await callers().employee.get(me())).status).toBe('released');
  });

  it('refuses every change while the period’s 360 is off (409)', async () => {
    await settings({ enabled: false });
    expect((await add(callers().admin, 'petrov')).json()).toMatchObject({ code: 'review360_not_enabled' });
  });

  it('answers the caller’s own 360 before anyone was nominated, and 404 without a form', async () => {
    expect(json<SubjectOut>(await callers().employee.get(me()))).toMatchObject({ id: null, version: 0, requests: [] });
    const res = await callers().director.get(
      `${C2}/performance_review/review360/subjects/me/?period=${String(period())}`,
    );
    expect(res.json()).toMatchObject({ code: 'review360_no_form' });
  });
});

function nonFieldError(res: Awaited<ReturnType<typeof add>>) {
  return res.json<{ codes: Record<string, { code: string; params?: unknown }[]> }>().codes.non_field_errors[0];
}
