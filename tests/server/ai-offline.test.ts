import { describe, expect, it } from 'vitest';
import type { DraftBullet, SummaryInput } from '../../server/src/modules/ai/engine.ts';
import { EngineFailure } from '../../server/src/modules/ai/engine.ts';
import { looksLikeGrade, offlineEngine, summarise } from '../../server/src/modules/ai/offline/index.ts';
import { FIXTURE_FORMS, toSummaryInput, type FixtureForm } from './ai-fixtures/forms.ts';

const MIN_QUOTE = 12;

/** Each form's summary for its reviewer in the form's language, computed once for the whole file. */
const summaries = new Map<string, DraftBullet[]>();
function summaryOf(form: FixtureForm): DraftBullet[] {
  let bullets = summaries.get(form.key);
  if (!bullets) {
    bullets = summarise(toSummaryInput(form));
    summaries.set(form.key, bullets);
  }
  return bullets;
}

function textOf(input: SummaryInput, source: DraftBullet['sources'][number]): string | undefined {
  const item = input.items.find((i) => i.kind === source.kind && i.id === source.id);
  return item?.texts.find((t) => t.field === source.field)?.text;
}

/** The words the engine put before the quote, without the item's own title (a company label, any language). */
function addedWording(bullet: DraftBullet): string {
  const colon = bullet.text.indexOf(': ');
  return bullet.text.slice(0, colon).replace(/«[^»]*»|“[^”]*”/gu, '');
}

describe('offline summary over realistic forms', () => {
  it('has twenty Russian forms of different jobs and two English ones', () => {
    expect(FIXTURE_FORMS.filter((f) => f.lang === 'ru').length).toBeGreaterThanOrEqual(20);
    expect(FIXTURE_FORMS.filter((f) => f.lang === 'en').length).toBeGreaterThanOrEqual(2);
    expect(new Set(FIXTURE_FORMS.map((f) => f.key)).size).toBe(FIXTURE_FORMS.length);
  });

  for (const form of FIXTURE_FORMS) {
    it(`${form.key}: every bullet quotes the form exactly, none grades, both sections are there`, () => {
      const input = toSummaryInput(form);
      const bullets = summaryOf(form);
      for (const bullet of bullets) {
        expect(bullet.sources.length).toBeGreaterThan(0);
        expect(looksLikeGrade(bullet.text)).toBe(false);
        for (const source of bullet.sources) {
          const text = textOf(input, source);
          expect(text, `${source.kind}:${source.id}:${source.field}`).toBeDefined();
          expect(text).toContain(source.quote);
          expect(source.quote).toBe(source.quote.trim());
          expect(source.quote.length).toBeGreaterThanOrEqual(MIN_QUOTE);
          expect(source.field).not.toBe('title');
          expect(looksLikeGrade(source.quote)).toBe(false);
        }
      }
      const strengths = bullets.filter((b) => b.section === 'strength');
      const growth = bullets.filter((b) => b.section === 'growth_area');
      expect(strengths.length).toBeGreaterThan(0);
      expect(strengths.length).toBeLessThanOrEqual(5);
      expect(growth.length).toBeLessThanOrEqual(5);
      if (form.manager_feedback.growth_areas.trim() !== '') expect(growth.length).toBeGreaterThan(0);
      const quotes = bullets.flatMap((b) => b.sources.map((s) => `${s.kind}:${s.id}:${s.field}:${s.quote}`));
      expect(new Set(quotes).size).toBe(quotes.length);
    });
  }

  it('leaves out grade statements, hipo verdicts and a line written at the assistant', () => {
    const all = FIXTURE_FORMS.flatMap(summaryOf);
    const quoted = all.flatMap((b) => b.sources.map((s) => s.quote)).join('\n');
    expect(quoted).not.toMatch(/Игнорируй|поставь мне/u);
    expect(quoted).not.toMatch(/Ставлю 4|Оценка 5|заслуживает повышения|high potential|5 out of 5/iu);
  });

  it('never quotes what the employee wrote to the manager', () => {
    for (const form of FIXTURE_FORMS) {
      const fields = summaryOf(form).flatMap((b) => b.sources.map((s) => s.field));
      expect(fields).not.toContain('feedback_to_manager');
    }
  });

  it('adds its own words in the reader’s language, quotes stay as written', () => {
    for (const form of FIXTURE_FORMS) {
      for (const bullet of summarise(toSummaryInput(form, 'en')))
        expect(addedWording(bullet)).not.toMatch(/\p{Script=Cyrillic}/u);
      for (const bullet of summarise(toSummaryInput(form, 'ru')))
        expect(addedWording(bullet)).not.toMatch(/\p{Script=Latin}/u);
    }
    const [first] = summarise(toSummaryInput(FIXTURE_FORMS[0], 'en'));
    expect(first.text.endsWith(first.sources[0].quote.replace(/[;,:]+$/u, '').slice(1))).toBe(true);
  });

  it('groups by the reviewer’s fields: strengths are strengths, growth areas are growth areas', () => {
    for (const form of FIXTURE_FORMS) {
      for (const bullet of summaryOf(form)) {
        const fields = bullet.sources.map((s) => s.field);
        if (fields.includes('strengths')) expect(bullet.section).toBe('strength');
        if (fields.includes('growth_areas')) expect(bullet.section).toBe('growth_area');
      }
    }
  });

  it('gives the same answer for the same form', () => {
    for (const form of FIXTURE_FORMS) {
      expect(summarise(toSummaryInput(form))).toEqual(summaryOf(form));
    }
  });

  it('answers an empty form with no bullets', () => {
    expect(summarise({ lang: 'ru', formType: 'SMPL', items: [], review360: [] })).toEqual([]);
  });
});

describe('offline engine', () => {
  it('is named offline and answers both calls', async () => {
    const engine = offlineEngine();
    expect(engine.name).toBe('offline');
    const signal = new AbortController().signal;
    const bullets = await engine.summarise(toSummaryInput(FIXTURE_FORMS[0]), signal);
    expect(bullets.length).toBeGreaterThan(0);
    const draft = await engine.improve({ text: 'помогал коллегам с отчётами', lang: 'ru' }, signal);
    expect(draft.suggestion).toBe('Помогал коллегам с отчётами.');
  });

  it('refuses a request that was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(offlineEngine().summarise(toSummaryInput(FIXTURE_FORMS[0]), controller.signal)).rejects.toThrow(
      EngineFailure,
    );
    await expect(offlineEngine().improve({ text: 'x', lang: 'ru' }, controller.signal)).rejects.toThrow(EngineFailure);
  });
});
