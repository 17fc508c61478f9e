import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Stage } from '../../../../contract/enums.ts';
import type { WebhookEvent } from '../../../../contract/webhooks.ts';
import type { Executor } from '../../db/client.ts';

/** One event of a company: what happened (`type`) and what a receiver reads of it (`data`). */
export type WebhookEventOf = { companyId: number; type: WebhookEvent; data: Record<string, unknown> };

/**
 * Queues events for every active endpoint of their company subscribed to their type, in the caller's transaction
 * (the change and its deliveries commit or roll back together), in one statement whatever their number. Each
 * event gets a new id; the (event, endpoint) key keeps it from reaching an endpoint twice. Nothing is written
 * for an event nobody subscribes to.
 */
export async function emitEvents(tx: Executor, events: readonly WebhookEventOf[]): Promise<void> {
  if (!events.length) return;
  const rows = events.map((e) => ({ id: randomUUID(), company_id: e.companyId, type: e.type, data: e.data }));
  await tx.execute(sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, event_type, payload)
    select w.company_id, w.id, v.id, v.type, v.data
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, company_id int, type text, data jsonb)
    join webhook_endpoints w on w.company_id = v.company_id and w.active and v.type = any(w.event_types)
    on conflict (event_id, endpoint_id) do nothing`);
}

/** Queues one event of `companyId` in the caller's transaction (see emitEvents). */
export async function emitEvent(
  tx: Executor,
  companyId: number,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await emitEvents(tx, [{ companyId, type, data }]);
}

/** The form a stage move is about. */
export type MovedForm = { id: number; companyId: number; periodId: number; employeeId: number };

/**
 * A form's move from one stage to another: `form.stage_changed`, and `review.completed` when it reached COMPLETE.
 * `byUserId` is null for a move made by a deadline.
 */
export function stageEvents(form: MovedForm, from: Stage, to: Stage, byUserId: number | null): WebhookEventOf[] {
  const data = { form_id: form.id, period_id: form.periodId, employee_id: form.employeeId };
  const moved = { ...data, from, to, by_user_id: byUserId, by_deadline: byUserId === null };
  const events: WebhookEventOf[] = [{ companyId: form.companyId, type: 'form.stage_changed', data: moved }];
  if (to === 'COMPLETE') events.push({ companyId: form.companyId, type: 'review.completed', data });
  return events;
}

/** What `person.created` and `person.deactivated` tell of a person (their position in the company). */
export type PersonData = {
  id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  department_id: number | null;
  manager_id: number | null;
  is_active: boolean;
};

/** A person's data for an event, from any row that has it (nothing more goes out). */
export const personData = (p: PersonData): PersonData => ({
  id: p.id,
  user_id: p.user_id,
  email: p.email,
  first_name: p.first_name,
  last_name: p.last_name,
  position: p.position,
  department_id: p.department_id,
  manager_id: p.manager_id,
  is_active: p.is_active,
});
