import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Review360Group } from '../../../../contract/enums.ts';
import type { QuestionOut } from '../../../api/types.ts';

const KEY = 'app.review360.results';

/** The groups as the results read them: the person, their manager, then colleagues and direct reports. */
export const GROUP_ORDER: readonly Review360Group[] = ['self', 'manager', 'peer', 'direct_report'];

/** The words of 360 results: groups, questions and grades in the reader's language. */
export function useResultWords() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { maximumFractionDigits: 2 });
    return {
      translate,
      t: (key: string, options?: Record<string, unknown>) => translate(`${KEY}.${key}`, options),
      group: (group: Review360Group) => translate(`${KEY}.groups.${group}`),
      /** A mean as the reader's language writes it (up to two decimals); "—" when there is none. */
      mean: (mean: number | null) => (mean === null ? '—' : number.format(mean)),
      /** A question as its reader sees it: the value's name, the web's words for the fixed ones, else its text. */
      question: (question: Pick<QuestionOut, 'kind' | 'value_name' | 'text'>) => {
        if (question.kind === 'value') return question.value_name ?? question.text;
        if (question.kind === 'continue' || question.kind === 'change')
          return translate(`${KEY}.questions.${question.kind}`);
        return question.text;
      },
    };
  }, [locale, translate]);
}

export type ResultWords = ReturnType<typeof useResultWords>;
