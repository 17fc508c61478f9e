import { describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/errors/index.ts';
import { hintCodes, hintTexts, improve, splitSentences } from '../../server/src/modules/ai/offline/index.ts';
import { FIXTURE_FORMS } from './ai-fixtures/forms.ts';
import { LABELLED_RESULTS } from './ai-fixtures/results-labelled.ts';

const digitsOf = (text: string) => text.match(/\d+/gu) ?? [];

/** Every text a person wrote on the fixture forms, with the form's language. */
const WRITTEN: { text: string; lang: Lang }[] = FIXTURE_FORMS.flatMap((f) =>
  [
    ...f.results,
    ...f.values.flatMap((v) => [v.self_comment, v.manager_comment]),
    ...f.agreements.flatMap((a) => [a.self_comment, a.manager_comment]),
    f.manager_feedback.growth_areas,
  ]
    .filter((text) => text.trim() !== '')
    .map((text) => ({ text, lang: f.lang })),
);

describe('improver hints', () => {
  for (const example of LABELLED_RESULTS) {
    it(`${example.hints.join(', ') || 'no hints'}: ${example.text.slice(0, 60)}`, () => {
      expect(hintCodes(example.text, example.lang)).toEqual(example.hints);
      expect(improve(example).hints).toEqual(hintTexts(example.text, example.lang));
    });
  }

  it('words hints in the language of the text and names the vague words', () => {
    expect(hintTexts('Помогал коллегам с различными задачами.', 'ru')).toContain('размытые слова: помогал, различными');
    expect(hintTexts('Helped the team with various tasks.', 'en')).toContain('vague words: helped, various');
    expect(hintTexts('Помогал коллегам.', 'ru')).toContain('не указан срок');
    expect(hintTexts('Helped the team.', 'en')).toContain('no measurable result');
  });
});

describe('improver suggestion', () => {
  it('leaves a good result as it is', () => {
    for (const example of LABELLED_RESULTS.filter((e) => e.good)) {
      expect(improve(example)).toMatchObject({ suggestion: example.text, changes: [] });
    }
  });

  it('never brings in a number the text does not have', () => {
    for (const { text, lang } of [...LABELLED_RESULTS, ...WRITTEN]) {
      const known = new Set(digitsOf(text));
      for (const digits of digitsOf(improve({ text, lang }).suggestion)) expect(known.has(digits), text).toBe(true);
    }
  });

  it('drops filler words with their commas, fixes spaces, capitals and the full stop', () => {
    const draft = improve({ text: 'я , в принципе,  очень быстро закрыл 12 заявок , как бы', lang: 'ru' });
    expect(draft.suggestion).toBe('Я быстро закрыл 12 заявок.');
    expect(draft.changes).toContain('убраны слова-паразиты: в принципе, очень, как бы');
    expect(draft.changes).toContain('исправлены пробелы и знаки препинания');
  });

  it('puts a space after a full stop glued to the next sentence, not inside "тыс. руб. в месяц"', () => {
    expect(improve({ text: 'Всё удобно.занималась переездом офиса.', lang: 'ru' }).suggestion).toBe(
      'Всё удобно. Вела переезд офиса.',
    );
    const amount = 'Затраты снизились на 22% (около 600 тыс. руб. в месяц).';
    expect(improve({ text: amount, lang: 'ru' })).toMatchObject({ suggestion: amount, changes: [] });
  });

  it('keeps words that carry meaning: "не очень", "достаточно данных", "как бы не"', () => {
    for (const text of [
      'Отчёт был не очень точным.',
      'Собрал достаточно данных для модели.',
      'Проверил, как бы не сломать выгрузку.',
    ]) {
      expect(improve({ text, lang: 'ru' })).toMatchObject({ suggestion: text, changes: [] });
    }
    expect(improve({ text: 'Сделал достаточно быстро.', lang: 'ru' }).suggestion).toBe('Сделал быстро.');
  });

  it('turns "занимался X" into "Вёл X" only where the noun can be put in the right case', () => {
    expect(improve({ text: 'Занимался разработкой и тестированием модуля оплаты.', lang: 'ru' }).suggestion).toBe(
      'Вёл разработку и тестирование модуля оплаты.',
    );
    expect(improve({ text: 'Занималась подготовкой отчётности.', lang: 'ru' }).suggestion).toBe(
      'Вела подготовку отчётности.',
    );
    expect(improve({ text: 'Я занимался проектом для логистики.', lang: 'ru' }).suggestion).toBe(
      'Я вёл проект для логистики.',
    );
    for (const text of [
      'Занимался с клиентами по телефону.',
      'Занимался бухгалтерской отчётностью.',
      'Участвовал в проекте CRM.',
    ]) {
      expect(improve({ text, lang: 'ru' }).suggestion).toBe(text);
    }
  });

  it('makes each achievement its own sentence and splits an over-long one', () => {
    const listed = improve({ text: 'Запустил новый тариф для бизнеса; наладил отчётность по продажам', lang: 'ru' });
    expect(listed.suggestion).toBe('Запустил новый тариф для бизнеса. Наладил отчётность по продажам.');
    expect(listed.changes).toContain('каждое достижение — отдельным предложением');
    const long = LABELLED_RESULTS.find((e) => e.hints.includes('too_long'));
    if (!long) throw new Error('the labelled results have a too long example');
    const draft = improve(long);
    expect(draft.changes).toContain('длинное предложение разбито на части');
    expect(splitSentences(draft.suggestion).length).toBeGreaterThan(splitSentences(long.text).length);
  });

  it('words its changes in English for an English text', () => {
    const draft = improve({ text: 'basically I really shipped the new checkout', lang: 'en' });
    expect(draft.suggestion).toBe('I shipped the new checkout.');
    expect(draft.changes).toEqual([
      'removed filler words: basically, really',
      'added full stops at the ends of sentences',
    ]);
  });
});

describe('sentences', () => {
  const pieces = (text: string) => splitSentences(text).map((s) => s.text);

  it('keeps abbreviations, decimals and initials inside a sentence', () => {
    expect(
      pieces('Ускорил отчёты в 1.5 раза, т.е. вдвое быстрее. Сделал в 2024 г. и т. д. Потом И. Петров ушёл.'),
    ).toEqual(['Ускорил отчёты в 1.5 раза, т.е. вдвое быстрее.', 'Сделал в 2024 г. и т. д.', 'Потом И. Петров ушёл.']);
    expect(pieces('Выиграла спор на 4.2 млн руб. Подготовила договор.')).toEqual([
      'Выиграла спор на 4.2 млн руб.',
      'Подготовила договор.',
    ]);
  });

  it('cuts lists, line breaks, ";" and inline numbering, each piece an exact slice of the text', () => {
    const text = '- Запустил тариф;\n• наладил отчёты\n1) первое 2) второе\r\nИтог!  Дальше';
    expect(pieces(text)).toEqual(['Запустил тариф', 'наладил отчёты', 'первое', 'второе', 'Итог!', 'Дальше']);
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});
