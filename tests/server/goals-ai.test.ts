import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/src/config.ts';
import type { SummaryOut } from '../../server/src/modules/ai/ai.schemas.ts';
import { json, useApp, type Client } from './helpers.ts';
import { useItemForm } from './forms-item-form.ts';
import { startFakeChatServer, type ChatRequest, type FakeChatServer } from './fake-chat-server.ts';
import { SUMMARY } from './ai-form.ts';
import { delegateOf, formGoalsCheckedIn } from './goals-fixtures.ts';

let fake: FakeChatServer;
const overrides: Partial<Config> = {};
beforeAll(async () => {
  fake = await startFakeChatServer({ model: 'fake-model' });
  overrides.ai = { baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 600, ratePerMinute: 500 };
});
afterAll(async () => fake.close());
const ctx = useApp(overrides);
const f = useItemForm(ctx);

const OPEN = 'Открыли доступ к новой базе и перенесли половину отчётов ОТМЕТКА-ОТКРЫТОЙ-ЦЕЛИ';
const HIDDEN = 'Сертификация отложена на месяц из-за проекта ОТМЕТКА-СКРЫТОЙ-ЦЕЛИ';
const checkIns = { open: 0, hidden: 0 };
const promptOf = (r: ChatRequest | undefined) => r?.body.messages.map((m) => m.content).join('\n') ?? '';

/** A model that cites each check-in comment it was given, word for word. */
function citeCheckIns() {
  fake.reply((req) => {
    const prompt = promptOf(req);
    const cite = (id: number, text: string) => ({
      section: 'strength',
      text: 'Регулярно отмечает прогресс по целям.',
      sources: [{ kind: 'check_in', id, field: 'comment', quote: text.slice(0, 40) }],
    });
    return {
      json: {
        bullets: [
          cite(checkIns.open, OPEN),
          // Cited whether or not it was sent: the server must refuse what the reader may not see.
          cite(checkIns.hidden, HIDDEN),
          ...(prompt.includes('ОТМЕТКА') ? [cite(checkIns.open, 'Этих слов в отметке нет совсем никогда')] : []),
        ],
      },
    };
  });
}

async function summariseAs(client: Client): Promise<{ body: SummaryOut; prompt: string }> {
  const res = await client.post(SUMMARY, { form_id: f.formId });
  expect(res.statusCode, res.body).toBe(200);
  return { body: json<SummaryOut>(res), prompt: promptOf(fake.requests.at(-1)) };
}

beforeAll(async () => {
  Object.assign(checkIns, await formGoalsCheckedIn(ctx, f, { open: OPEN, hidden: HIDDEN }));
});

describe('the AI summary cites goal check-ins', () => {
  it('gives the model every check-in comment the reviewer may see, and keeps bullets that quote them exactly', async () => {
    citeCheckIns();
    const { body, prompt } = await summariseAs(f.c.reviewer);
    expect(prompt).toContain(OPEN);
    expect(prompt).toContain(HIDDEN);
    expect(body.summary.flatMap((b) => b.sources)).toEqual([
      { kind: 'check_in', id: checkIns.open, field: 'comment', quote: OPEN.slice(0, 40).trim() },
      { kind: 'check_in', id: checkIns.hidden, field: 'comment', quote: HIDDEN.slice(0, 40).trim() },
    ]);
    expect(body.dropped).toBe(1);
  });

  it('gives a delegate who may not see a private goal none of its check-ins, and drops a bullet citing one', async () => {
    const delegate = await delegateOf(ctx, f);
    citeCheckIns();
    const { body, prompt } = await summariseAs(delegate);
    expect(prompt).toContain(OPEN);
    expect(prompt).not.toContain('ОТМЕТКА-СКРЫТОЙ-ЦЕЛИ');
    expect(body.summary.flatMap((b) => b.sources.map((x) => x.id))).toEqual([checkIns.open]);
    expect(body.dropped).toBe(2);
  });
});
