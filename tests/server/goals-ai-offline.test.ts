import { beforeAll, describe, expect, it } from 'vitest';
import type { SummaryOut } from '../../server/src/modules/ai/ai.schemas.ts';
import { json, useApp, type Client } from './helpers.ts';
import { useItemForm } from './forms-item-form.ts';
import { SUMMARY } from './ai-form.ts';
import { delegateOf, formGoalsCheckedIn } from './goals-fixtures.ts';

// No model server configured: the summary is the offline engine's.
const ctx = useApp();
const f = useItemForm(ctx);

const OPEN = 'Перенесли сорок два отчёта на новую аналитическую базу и закрыли старый сервер досрочно.';
const HIDDEN = 'Сертификацию по облачной архитектуре отложили на месяц из-за срочного проекта в отделе.';
const checkIns = { open: 0, hidden: 0 };

async function summaryFor(client: Client): Promise<SummaryOut> {
  const res = await client.post(SUMMARY, { form_id: f.formId });
  expect(res.statusCode, res.body).toBe(200);
  return json<SummaryOut>(res);
}

const citedCheckIns = (summary: SummaryOut) =>
  summary.summary.flatMap((b) => b.sources.filter((x) => x.kind === 'check_in'));

beforeAll(async () => {
  Object.assign(checkIns, await formGoalsCheckedIn(ctx, f, { open: OPEN, hidden: HIDDEN }));
});

describe('the offline AI summary cites goal check-ins', () => {
  it('quotes a check-in comment word for word as a source, under its goal’s title', async () => {
    const summary = await summaryFor(f.c.reviewer);
    const cited = citedCheckIns(summary);
    expect(cited.map((x) => x.id).sort()).toEqual([checkIns.open, checkIns.hidden].sort());
    for (const source of cited) {
      expect(source.field).toBe('comment');
      expect(source.id === checkIns.open ? OPEN : HIDDEN).toContain(source.quote);
    }
    const bullet = summary.summary.find((b) => b.sources.some((x) => x.id === checkIns.open && x.kind === 'check_in'));
    expect(bullet?.text).toContain('«Перенести отчёты»');
    expect(summary.dropped).toBe(0);
  });

  it('never cites a private goal’s check-in for a reader who may not see the goal', async () => {
    const delegate = await delegateOf(ctx, f);
    const summary = await summaryFor(delegate);
    expect(citedCheckIns(summary).map((x) => x.id)).toEqual([checkIns.open]);
    expect(JSON.stringify(summary)).not.toContain('Сертификац');
  });
});
