import { describe, expect, it } from 'vitest';
import { LANGUAGES, NOTIFICATION_KINDS } from '../../contract/enums.ts';
import { renderMail } from '../../server/src/modules/notifications/templates/index.ts';

const SITE = 'https://review.example.com';

describe('the words of the mail', () => {
  const data = { company_name: 'Ромашка', employee_name: 'Анна Смирнова', period_name: 'Осень', stage: 'MANAGER' };
  const subject = (kind: 'reminder' | 'overdue', n: number) =>
    renderMail(
      { kind, data: { ...data, days_left: n, days_over: n }, link: '/' },
      { name: 'Дмитрий', lang: 'ru' },
      SITE,
    ).subject;

  it('counts days with the Russian plural forms', () => {
    expect(subject('reminder', 1)).toBe('Осталось 1 день: оценка руководителя — Анна Смирнова');
    expect(subject('reminder', 2)).toBe('Осталось 2 дня: оценка руководителя — Анна Смирнова');
    expect(subject('overdue', 5)).toBe('Просрочено на 5 дней: оценка руководителя — Анна Смирнова');
    expect(subject('overdue', 21)).toBe('Просрочено на 21 день: оценка руководителя — Анна Смирнова');
    expect(subject('overdue', 12)).toBe('Просрочено на 12 дней: оценка руководителя — Анна Смирнова');
  });

  it('writes a deadline as each locale does, as a UTC day', () => {
    const withDeadline = { ...data, deadline: '2030-03-01' };
    const ru = renderMail({ kind: 'to_review', data: withDeadline, link: '/' }, { name: 'A', lang: 'ru' }, SITE);
    const en = renderMail({ kind: 'to_review', data: withDeadline, link: '/' }, { name: 'A', lang: 'en' }, SITE);
    expect(ru.text).toContain('Срок: 1 марта 2030 г.');
    expect(en.text).toContain('Deadline: 1 March 2030');
  });

  it('lays out the HR digest as a table of departments', () => {
    const hr = renderMail(
      {
        kind: 'hr_digest',
        data: {
          company_name: 'Ромашка',
          day: '2030-03-01',
          total: 3,
          departments: [{ name: 'R&D', self: 1, manager: 2, feedback: 0 }],
        },
        link: '/c/1/',
      },
      { name: 'Елена', lang: 'ru' },
      SITE,
    );
    expect(hr.subject).toBe('Просроченные анкеты на 1 марта 2030 г.: 3');
    expect(hr.html).toMatch(/<th scope="row"[^>]*>R&amp;D<\/th>/);
    expect(hr.html).toMatch(/<th scope="col"[^>]*>Подразделение<\/th>/);
    expect(hr.text).toContain('Подразделение: R&D — Самооценка: 1, Оценка руководителя: 2, Обратная связь: 0');
  });
});

describe('every kind in every language', () => {
  const data = {
    company_name: 'Ромашка <R&D>',
    employee_name: 'Анна Смирнова',
    period_name: 'Осень',
    stage: 'SELF',
    deadline: '2030-03-01',
    reason: 'Причина',
    reviewer_name: 'Павел Орлов',
    holder_name: 'Дмитрий Иванов',
    days_left: 3,
    days_over: 2,
    day: '2030-03-02',
    total: 1,
    departments: [{ name: 'Разработка', self: 1, manager: 0, feedback: 0 }],
    items: [{ kind: 'to_review', data: { employee_name: 'Анна Смирнова' }, link: '/c/1/form/?id=1' }],
  };
  for (const lang of LANGUAGES) {
    for (const kind of NOTIFICATION_KINDS) {
      it(`${kind} in ${lang}: greets the person, names the company, links to the page, leaves no blanks`, () => {
        const mail = renderMail({ kind, data, link: '/c/1/page/?id=1&x=2' }, { name: 'Анна', lang }, SITE);
        expect(mail.subject.trim()).not.toBe('');
        for (const part of [mail.subject, mail.text, mail.html])
          expect(part).not.toMatch(/undefined|null|NaN|\[object/);
        expect(mail.text).toContain(lang === 'ru' ? 'Здравствуйте, Анна!' : 'Hello, Анна!');
        expect(mail.text).toContain(`${SITE}/c/1/page/?id=1&x=2`);
        expect(mail.text).toContain('Ромашка <R&D>');
        expect(mail.html).toContain(`href="${SITE}/c/1/page/?id=1&amp;x=2"`);
        expect(mail.html).toContain('Ромашка &lt;R&amp;D&gt;');
        expect(mail.html).not.toContain('<R&D>');
        expect(mail.html).toContain(`<html lang="${lang}">`);
      });
    }
  }
});

describe('a period named like the review itself', () => {
  const period = 'Оценка за второе полугодие';
  const data = {
    company_name: 'Ромашка',
    employee_name: 'Анна Смирнова',
    period_name: period,
    stage: 'SELF',
    items: [{ kind: 'complete', data: { period_name: period }, link: '/' }],
  };
  const wordOценка = /(?<![а-яё])оценк/iu;
  for (const kind of NOTIFICATION_KINDS) {
    it(`${kind}: the subject does not say "оценка" again beside «${period}»`, () => {
      const { subject } = renderMail({ kind, data, link: '/' }, { name: 'Анна', lang: 'ru' }, SITE);
      if (subject.includes(period)) expect(subject.replace(`«${period}»`, '«»')).not.toMatch(wordOценка);
    });
  }
});
