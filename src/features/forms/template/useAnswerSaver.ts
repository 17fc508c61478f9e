import { useMemo } from 'react';
import { isRecord } from '../../../api/failure.ts';
import { useItemSaver, type Patch } from '../useItemSaver.ts';
import type { AnswerView, Part } from './types.ts';

/**
 * The saver of the caller's answer to one template item: an item of the form like the spec's ones, written to
 * by the form's id with the section's and item's keys, at the answer's version (0 before the first answer). Its
 * fields are the caller's side of the answer: a conflict compares those with the server's side of it.
 */
export function useAnswerSaver(
  formId: number,
  sectionKey: string,
  itemKey: string,
  answer: AnswerView | undefined,
  part: Part,
) {
  const current = useMemo(() => {
    const side = answer?.[part];
    return answer && side ? { ...side, version: answer.version } : undefined;
  }, [answer, part]);
  return useItemSaver({
    kind: 'answers',
    id: formId,
    version: answer?.version ?? 0,
    current,
    build: (patch, version) => ({ section_key: sectionKey, item_key: itemKey, ...patch, version }),
    fieldsOf: (record: Patch) => {
      const side = record[part];
      return { ...(isRecord(side) ? side : {}), version: record.version };
    },
  });
}
