import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import type { Config } from '../../server/src/config.ts';
import { summaryInputOf } from '../../server/src/modules/ai/inputs.ts';
import type { FormDetailOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { ResultsOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { startFakeChatServer, type FakeChatServer } from './fake-chat-server.ts';
import { json, useApp } from './helpers.ts';
import { as, base360, build360, nominate, setStage, submit, type Company360 } from './review360-fixtures.ts';

/**
 * The form summary reads the person's 360 as the caller may read it: only aggregated per group, only once
 * answering closed, hidden groups left out, and never a comment or a reviewer's name; the model server gets
 * the 360 as signals, like the form's grades, never the means.
 */

let fake: FakeChatServer;
const overrides: Partial<Config> = {};
beforeAll(async () => {
  fake = await startFakeChatServer({ model: 'fake-model' });
  overrides.ai = { baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 2000, ratePerMinute: 500 };
});
afterAll(async () => fake.close());
const ctx = useApp(overrides, { clock: new ManualClock('2026-02-10T09:00:00Z') });

const SECRET = 'Секретный комментарий коллеги';
let c: Company360;
let requests: Record<string, number>;

beforeAll(async () => {
  c = await build360(ctx.database.db, 'ИИ360');
  requests = await nominate(ctx.database.db, c, 'ann', ['p1', 'p2', 'p3', 'boss']);
});

const summaryUrl = () => `/api/companies/companies/${c.companyId}/performance_review/ai/get_participant_form_summary/`;
const lastData = () => {
  const user = fake.requests.at(-1)?.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const json = user.slice(user.indexOf('\n{'), user.lastIndexOf('}') + 1);
  return { text: user, data: JSON.parse(json) as { review360: unknown } };
};

async function summarise(key: string) {
  fake.reply({ json: { bullets: [] } });
  const res = await (await as(ctx, c, key)).post(summaryUrl(), { form_id: c.forms['y26:ann'] });
  expect(res.statusCode, res.body).toBe(200);
  return lastData();
}

describe('the 360 in the form summary', () => {
  it('is absent while answering is open, whatever was already submitted', async () => {
    await submit(await as(ctx, c, 'p1'), c, requests.p1, { grades: [5, 1], comment: SECRET });
    const { data, text } = await summarise('boss');
    expect(data.review360).toEqual([]);
    expect(text).not.toContain(SECRET);
  });

  it('once closed, gives the shown groups per value as signals: no means, no comment, no hidden group, no name', async () => {
    await submit(await as(ctx, c, 'p2'), c, requests.p2, { grades: [4, 2], comment: SECRET });
    await submit(await as(ctx, c, 'p3'), c, requests.p3, { grades: [5, 1], comment: SECRET });
    await submit(await as(ctx, c, 'boss'), c, requests.boss, { grades: [0, 0], comment: SECRET });
    const { data, text } = await summarise('boss');
    // Peers: 5, 4, 5 and 1, 2, 1; the manager alone is below the threshold and stays out.
    expect(data.review360).toEqual([
      { value: 'Клиент', signal: 'high', groups: [{ group: 'peer', signal: 'high' }] },
      { value: 'Команда', signal: 'low', groups: [{ group: 'peer', signal: 'low' }] },
    ]);
    expect(text).not.toContain(SECRET);
    for (const key of ['p1', 'p2', 'p3']) expect(text).not.toContain(`${key} ИИ360`);
    expect(text).not.toMatch(/"mean"|4\.67|4\.666/);
  });

  it('reaches the person only with their form in FEEDBACK, as their results do', async () => {
    await setStage(ctx.database.db, c, 'ann', 'FEEDBACK');
    const { data } = await summarise('ann');
    expect(data.review360).toHaveLength(2);
    await setStage(ctx.database.db, c, 'ann', 'SELF');
  });

  it('gives a value item the form grades leave without a signal the 360’s (offline engine input)', async () => {
    const boss = await as(ctx, c, 'boss');
    const results = json<ResultsOut>(await boss.get(`${base360(c)}results/?form=${c.forms['y26:ann']}`));
    const form = json<FormDetailOut>(
      await boss.get(
        `/api/companies/companies/${c.companyId}/performance_review/assessment_forms/${c.forms['y26:ann']}/`,
      ),
    );
    const ungraded: FormDetailOut = {
      ...form,
      values: form.values.map((v) => ({ ...v, self_grade: null, manager_grade: null, self_comment: 'Сделал проект' })),
    };
    const input = summaryInputOf(ungraded, 'ru', results);
    expect(input.items.filter((i) => i.kind === 'value').map((i) => i.signal)).toEqual(['high', 'low']);
    expect(input.review360.map((v) => v.groups.map((g) => g.group))).toEqual([['peer'], ['peer']]);
    expect(summaryInputOf(ungraded, 'ru', null).items.map((i) => i.signal)).toEqual([null, null]);
  });
});
