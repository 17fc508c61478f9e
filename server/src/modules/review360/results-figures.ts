import { z } from 'zod';
import {
  REVIEW360_RELATIONSHIPS,
  type Review360Group,
  type Review360Relationship,
} from '../../../../contract/enums.ts';
import { isGraded } from './results-questions.ts';
import { questionOut, type GroupFigureOut, type QuestionOut, type QuestionResultOut } from './review360.schemas.ts';

/**
 * A person's released 360, from the rows the results statement read: only groups that reached the
 * threshold were read at all (the statement joins the answers to them), so a hidden group's answers never
 * reach this code. Here they become the figures of each question.
 */

const relationship = z.enum(REVIEW360_RELATIONSHIPS);

/** What the results statement answers (results.service.ts). */
export const resultsData = z.object({
  questions: z.array(questionOut.extend({ id: z.number().int() })),
  /** The groups shown: at least the threshold of their reviewers submitted. */
  groups: z.array(z.object({ relationship, n: z.number().int() })),
  figures: z.array(
    z.object({
      question_id: z.number().int(),
      relationship,
      answers: z.number().int(),
      graded: z.number().int(),
      total: z.number().int().nullable(),
      distribution: z.array(z.number().int()).length(6),
    }),
  ),
  /** Ordered by the answers' random ids, so never by the time they were written. */
  comments: z.array(z.object({ question_id: z.number().int(), relationship, text: z.string() })),
  self: z.array(z.object({ value_id: z.number().int(), grade: z.number().int().nullable() })),
});
export type ResultsData = z.infer<typeof resultsData>;

export const hiddenFigure = (group: Review360Group): GroupFigureOut => ({
  group,
  shown: false,
  mean: null,
  count: null,
  distribution: null,
});

/** Every question with every group hidden: what anyone reads before the results may be shown. */
export function hiddenQuestions(questions: QuestionOut[]): QuestionResultOut[] {
  return questions.map((q) => ({
    ...q,
    groups: (['self', ...REVIEW360_RELATIONSHIPS] as const).map(hiddenFigure),
    mean: null,
    comments: [],
  }));
}

function selfFigure(q: QuestionOut, data: ResultsData, selfShown: boolean): GroupFigureOut {
  const grade = q.kind === 'value' ? data.self.find((x) => x.value_id === q.value)?.grade : null;
  if (!selfShown || grade === null || grade === undefined) return hiddenFigure('self');
  const distribution = [0, 0, 0, 0, 0, 0];
  distribution[grade] = 1;
  return { group: 'self', shown: true, mean: grade, count: 1, distribution };
}

function groupFigure(q: QuestionOut, data: ResultsData, group: Review360Relationship): GroupFigureOut {
  if (!data.groups.some((g) => g.relationship === group)) return hiddenFigure(group);
  const f = data.figures.find((x) => x.question_id === q.id && x.relationship === group);
  const graded = isGraded(q);
  return {
    group,
    shown: true,
    mean: graded && f && f.graded > 0 && f.total !== null ? f.total / f.graded : null,
    count: f ? f.answers : 0,
    distribution: graded ? (f?.distribution ?? [0, 0, 0, 0, 0, 0]) : null,
  };
}

/**
 * Each question's figures: `self` from the form (when the form's rules show it), the reviewer groups shown,
 * the mean over the shown reviewer groups' grades, and their comments without names.
 */
export function questionResults(data: ResultsData, selfShown: boolean): QuestionResultOut[] {
  return data.questions.map((q) => {
    const shown = data.figures.filter((f) => f.question_id === q.id);
    const graded = shown.reduce((n, f) => n + f.graded, 0);
    const total = shown.reduce((n, f) => n + (f.total ?? 0), 0);
    return {
      ...q,
      groups: [selfFigure(q, data, selfShown), ...REVIEW360_RELATIONSHIPS.map((g) => groupFigure(q, data, g))],
      mean: isGraded(q) && graded > 0 ? total / graded : null,
      comments: data.comments
        .filter((c) => c.question_id === q.id)
        .map((c) => ({ group: c.relationship, text: c.text })),
    };
  });
}
