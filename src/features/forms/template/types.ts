import type { FormDetailOut as FormDetail } from '../../../api/types.ts';

export type FormTemplate = NonNullable<FormDetail['template']>;
export type TemplateSectionView = FormTemplate['sections'][number];
export type AnswerView = FormTemplate['answers'][number];
export type AnswerSide = NonNullable<AnswerView['self']>;
/** The side of an item's answer the caller writes: the employee's own, or the reviewer's. */
export type Part = 'self' | 'reviewer';
