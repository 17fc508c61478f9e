import { describe, expect, it } from 'vitest';
import { wordCode } from '../../../api/errors.ts';
import { goalsEn, goalsRu } from '../messages.ts';
import { goalsSharedEn, goalsSharedRu } from '../sharedMessages.ts';
import { phrase } from '../useGoalsTranslate.ts';

describe("the goals' words", () => {
  it('reads a phrase by its path in either language and fills in its values', () => {
    expect(phrase(goalsRu, 'app.goals.check_ins.progress_change', { before: 20, after: 40 })).toBe(
      'Прогресс: 20% → 40%',
    );
    expect(phrase(goalsEn, 'app.goals.check_ins.value_change', { name: 'Clients', before: 2, after: 4 })).toBe(
      'Clients: 2 → 4',
    );
    expect(phrase(goalsEn, 'app.goals.status.active')).toBe('Active');
  });

  it("leaves a goal's health and progress to the first load's words, which the review form shares", () => {
    expect(phrase(goalsEn, 'app.goals.health.at_risk')).toBe('app.goals.health.at_risk');
    expect(phrase(goalsSharedEn, 'app.goals.health.at_risk')).toBe('At risk');
    expect(phrase(goalsSharedRu, 'app.goals.progress', { percent: 40 })).toBe('Прогресс: 40%');
  });

  it('gives back the key of a phrase it does not have', () => {
    expect(phrase(goalsRu, 'app.goals.nowhere')).toBe('app.goals.nowhere');
  });

  it('words the period’s dates of a refused due date in the reader’s language', () => {
    const params = { start: '2026-11-07', end: '2027-01-11' };
    expect(wordCode('due_date_outside_period', params, 'ru')).toContain('с 7 ноября 2026 г. по 11 января 2027 г.');
    expect(wordCode('due_date_outside_period', params, 'en')).toContain('November 7, 2026 to January 11, 2027');
  });
});
