import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { RevocationOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { FORMS, eipOf, freshForm, setStage, type FormBody } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
const PARTICIPANTS = '/api/companies/companies/1/performance_review/participants/';
let admin: Client;
let manager: Client;
let orlov: Client;
let kuznetsova: Client;
let ids: { manager: number; orlov: number; kuznetsova: number };

const delegate = (client: Client, formId: number, to: number) =>
  client.post(`${PARTICIPANTS}delegation/`, { form_ids: [formId], to });
const revoke = (client: Client, formId: number) =>
  client.post(`${PARTICIPANTS}delegation/revoke/`, { form_ids: [formId] });
const formOf = async (client: Client, formId: number) => json<FormBody>(await client.get(`${FORMS}${formId}/`));

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  orlov = await signInAs(ctx, 'orlov@demo.example');
  kuznetsova = await signInAs(ctx, 'kuznetsova@demo.example');
  ids = {
    manager: await eipOf(ctx, DEMO_LOGINS.manager),
    orlov: await eipOf(ctx, 'orlov@demo.example'),
    kuznetsova: await eipOf(ctx, 'kuznetsova@demo.example'),
  };
});

describe('the form history of hand-overs', () => {
  it('names whom the form went from and to and who handed it over, and offers the hand-over in force back', async () => {
    const formId = await freshForm(ctx, admin);
    expect((await delegate(manager, formId, ids.orlov)).statusCode).toBe(200);
    const form = await formOf(orlov, formId);
    expect(form.delegations).toEqual([
      expect.objectContaining({
        from_reviewer_id: ids.manager,
        to_reviewer_id: ids.orlov,
        from_reviewer_name: 'Дмитрий Иванов',
        to_reviewer_name: 'Павел Орлов',
        by: 'Дмитрий Иванов',
        returned: false,
        revocable: true,
      }),
    ]);
    await setStage(ctx, formId, 'FEEDBACK');
    expect((await formOf(manager, formId)).delegations[0].revocable).toBe(false);
  });
});

describe('taking a hand-over back', () => {
  it('returns the form to the manager who handed it over, as its own history entry, audited', async () => {
    const formId = await freshForm(ctx, admin);
    await delegate(manager, formId, ids.orlov);
    const res = await revoke(manager, formId);
    expect(res.statusCode).toBe(200);
    expect(json<RevocationOut>(res)).toEqual({ revoked: 1 });
    const form = await formOf(manager, formId);
    expect(form.reviewer).toEqual({ id: ids.manager, full_name: 'Дмитрий Иванов' });
    expect(form.me.is_reviewer).toBe(true);
    expect(form.delegations.map((d) => [d.from_reviewer_name, d.to_reviewer_name, d.returned, d.revocable])).toEqual([
      ['Павел Орлов', 'Дмитрий Иванов', true, false],
      ['Дмитрий Иванов', 'Павел Орлов', false, false],
    ]);
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'form.delegation_revoked'), eq(s.auditLog.targetId, formId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].data).toEqual({ from_reviewer_id: ids.orlov, to_reviewer_id: ids.manager });
    // Taken back, it cannot be taken back again, nor by the delegate it was taken from.
    expect(json(await revoke(manager, formId))).toMatchObject({ code: 'revoke_nothing' });
    expect(json(await revoke(orlov, formId))).toMatchObject({ code: 'revoke_nothing' });
  });

  it('lets an admin return the form to the previous reviewer, but not the delegate or the employee', async () => {
    const formId = await freshForm(ctx, admin);
    await delegate(manager, formId, ids.orlov);
    const byDelegate = await revoke(orlov, formId);
    expect(byDelegate.statusCode).toBe(403);
    expect(json(byDelegate)).toMatchObject({ code: 'revoke_not_yours' });
    const employee = await signIn(ctx.app, 'employee');
    expect(json(await revoke(employee, formId))).toMatchObject({ code: 'revoke_not_yours' });
    expect(json(await revoke(kuznetsova, formId))).toMatchObject({ code: 'revoke_unknown_forms' });
    expect((await revoke(admin, formId)).statusCode).toBe(200);
    expect((await formOf(admin, formId)).reviewer?.id).toBe(ids.manager);
  });

  it('undoes hand-overs one at a time, the latest first', async () => {
    const formId = await freshForm(ctx, admin);
    await delegate(manager, formId, ids.orlov);
    await delegate(orlov, formId, ids.kuznetsova);
    expect(json(await revoke(manager, formId))).toMatchObject({ code: 'revoke_not_yours' });
    expect((await revoke(orlov, formId)).statusCode).toBe(200);
    expect((await formOf(orlov, formId)).reviewer?.id).toBe(ids.orlov);
    expect((await revoke(manager, formId)).statusCode).toBe(200);
    const form = await formOf(manager, formId);
    expect(form.reviewer?.id).toBe(ids.manager);
    expect(form.delegations.map((d) => d.returned)).toEqual([true, true, false, false]);
  });

  it('refuses after the manager stage, in a closed period, and when the previous reviewer can no longer assess', async () => {
    const formId = await freshForm(ctx, admin);
    await delegate(manager, formId, ids.orlov);
    await setStage(ctx, formId, 'FEEDBACK');
    const late = await revoke(manager, formId);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({ code: 'revoke_stage', params: { stage: 'FEEDBACK' } });
    await setStage(ctx, formId, 'MANAGER');
    const [form] = await ctx.database.db.select().from(s.assessmentForms).where(eq(s.assessmentForms.id, formId));
    const periodStatus = (status: 'closed' | 'active') =>
      ctx.database.db.update(s.assessmentPeriods).set({ status }).where(eq(s.assessmentPeriods.id, form.periodId));
    const managerActive = (isActive: boolean) =>
      ctx.database.db.update(s.employeeInPositions).set({ isActive }).where(eq(s.employeeInPositions.id, ids.manager));
    await periodStatus('closed');
    expect(json(await revoke(manager, formId))).toMatchObject({ code: 'period_closed' });
    await periodStatus('active');
    await managerActive(false);
    try {
      const gone = await revoke(admin, formId);
      expect(gone.statusCode).toBe(409);
      expect(json(gone)).toMatchObject({ code: 'revoke_previous_gone' });
    } finally {
      await managerActive(true);
    }
  });

  it('needs a hand-over to take back', async () => {
    const formId = await freshForm(ctx, admin);
    const res = await revoke(manager, formId);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'revoke_nothing' });
  });
});
