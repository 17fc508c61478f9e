import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, STAGES } from '../../../../contract/enums.ts';
import type { NoticeData } from '../../../api/types.ts';
import { createI18nProvider } from '../../../i18n/index.ts';
import { noticeDate, noticeText } from '../noticeText.ts';

const DATA: NoticeData = {
  company_name: 'ООО «Ромашка»',
  employee_name: 'Анна Смирнова',
  period_name: 'Оценка 2026',
  stage: 'MANAGER',
  deadline: '2026-12-12',
  reason: 'Добавьте результаты',
  reviewer_name: 'Иван Петров',
  holder_name: 'Иван Петров',
  days_left: 3,
  days_over: 1,
  day: '2026-12-14',
  total: 5,
};
const NOW = new Date('2026-11-23T10:00:00Z');

function textIn(locale: 'ru' | 'en') {
  const { translate } = createI18nProvider(locale);
  return (kind: (typeof NOTIFICATION_KINDS)[number], data: NoticeData = DATA) =>
    noticeText({ kind, data }, translate, (value) => noticeDate(value, locale, dayjs(NOW)));
}

describe('notice texts', () => {
  it.each(['ru', 'en'] as const)('has a finished sentence for every kind and stage in %s', (locale) => {
    const text = textIn(locale);
    for (const kind of NOTIFICATION_KINDS) {
      for (const stage of STAGES) {
        const sentence = text(kind, { ...DATA, stage });
        expect(sentence, `${kind} at ${stage}`).not.toMatch(/%\{|app\.notifications/);
        expect(sentence.length, `${kind} at ${stage}`).toBeGreaterThan(10);
      }
    }
  });

  it('writes the deadline in the reader’s language, without this year’s number', () => {
    expect(textIn('ru')('to_review')).toBe('Анна Смирнова: самооценка отправлена — оцените до 12 декабря');
    expect(textIn('en')('to_review')).toBe('Анна Смирнова: self-assessment submitted — assess by December 12');
    expect(textIn('ru')('to_review', { ...DATA, deadline: '2027-01-15' })).toBe(
      'Анна Смирнова: самооценка отправлена — оцените до 15 января 2027 г.',
    );
    expect(textIn('ru')('to_review', { ...DATA, deadline: null })).toBe(
      'Анна Смирнова: самооценка отправлена — оцените сотрудника',
    );
  });

  it('counts days with Russian plurals', () => {
    const text = textIn('ru');
    const self = { ...DATA, stage: 'SELF' as const };
    expect(text('reminder', { ...self, days_left: 1 })).toBe('Заполните самооценку: срок через 1 день, 12 декабря');
    expect(text('reminder', { ...self, days_left: 3 })).toBe('Заполните самооценку: срок через 3 дня, 12 декабря');
    expect(text('reminder', { ...self, days_left: 5 })).toBe('Заполните самооценку: срок через 5 дней, 12 декабря');
    expect(text('reminder', { ...self, days_left: 0 })).toBe('Сегодня последний день самооценки');
    expect(text('overdue', { ...DATA, days_over: 2 })).toBe(
      'Анна Смирнова: этап «Оценка руководителя» просрочен на 2 дня (срок был 12 декабря)',
    );
    expect(text('escalation', { ...DATA, days_over: 21 })).toBe(
      'Анна Смирнова: этап «Оценка руководителя» просрочен на 21 день, ответственный — Иван Петров',
    );
    expect(text('hr_digest', { ...DATA, total: 5 })).toBe('Просроченные анкеты на 14 декабря: 5');
    expect(textIn('en')('overdue', { ...DATA, days_over: 1 })).toBe(
      'Анна Смирнова: “Manager assessment” 1 day overdue (was due December 12)',
    );
  });

  it('tells the employee and the reviewer apart where the same kind reaches either', () => {
    const text = textIn('ru');
    expect(text('returned', { ...DATA, stage: 'SELF' })).toBe(
      'Самооценка возвращена на доработку: «Добавьте результаты»',
    );
    expect(text('returned', { ...DATA, stage: 'MANAGER' })).toBe(
      'Анна Смирнова: анкета возвращена на этап «Оценка руководителя» — «Добавьте результаты»',
    );
    expect(text('relieved')).toBe('Анна Смирнова: анкету теперь оценивает Иван Петров');
  });
});
