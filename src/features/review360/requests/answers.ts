import { REVIEW360_GRADED_KINDS, type Review360QuestionKind } from '../../../../contract/enums.ts';
import type { AnswerIn, QuestionOut, RequestDetailOut, RequestOut } from '../../../api/types.ts';

/** The answer page's route under the company's basename. */
export function requestPath(basename: string, id: number): string {
  return `${basename}/performance-review/feedback-requests/${id}/`;
}

/** A question of a sent request: saved, so it has its id. */
export type Question = QuestionOut & { id: number };

export function questionsOf(request: RequestDetailOut): Question[] {
  return request.questions.filter((question): question is Question => question.id !== null);
}

/** Questions answered with a 0..5 grade (required to send, by the server's own rule); the others take text only. */
export const GRADED_KINDS: ReadonlySet<Review360QuestionKind> = new Set(REVIEW360_GRADED_KINDS);

export type Answer = { grade: number | null; comment: string };
export type Answers = Record<number, Answer>;

/** The draft the server keeps, with an empty answer for each question it has none for. */
export function answersOf(request: RequestDetailOut): Answers {
  const kept = new Map(request.answers.map((answer) => [answer.question_id, answer]));
  return Object.fromEntries(
    questionsOf(request).map((question) => {
      const answer = kept.get(question.id);
      return [question.id, { grade: answer?.grade ?? null, comment: answer?.comment ?? '' }];
    }),
  );
}

const EMPTY: Answer = { grade: null, comment: '' };

/** A question's answer so far (empty before the reviewer touched it). */
export function answerOf(answers: Answers, questionId: number): Answer {
  return Object.hasOwn(answers, questionId) ? answers[questionId] : EMPTY;
}

/** The body's answers, one per question in the questions' order (a 400 names them by this index). */
export function bodyOf(questions: Question[], answers: Answers): AnswerIn[] {
  return questions.map((question) => {
    const answer = answerOf(answers, question.id);
    return {
      question_id: question.id,
      grade: GRADED_KINDS.has(question.kind) ? answer.grade : null,
      comment: answer.comment,
    };
  });
}

/** Errors of a refused answer: by question (and its part: `grade`, `comment`, or the question as a whole). */
export type QuestionErrors = Record<number, Partial<Record<'grade' | 'comment' | 'question', string>>>;

/**
 * The server's check before sending, made before asking to confirm: every graded question has its grade.
 * Each question without one gets `gradeMessage` at its grade.
 */
export function missingGrades(questions: Question[], answers: Answers, gradeMessage: string): QuestionErrors {
  return Object.fromEntries(
    questions
      .filter((question) => GRADED_KINDS.has(question.kind) && answerOf(answers, question.id).grade === null)
      .map((question) => [question.id, { grade: gradeMessage }]),
  );
}

const ANSWER_FIELD = /^answers\.(\d+)(?:\.(\w+))?$/;

/**
 * A 400's messages placed at the questions they name (`answers.N.grade` is the N-th answer sent), the rest
 * left for the page as a whole.
 */
export function placeErrors(
  questions: Question[],
  fields: Record<string, string>,
  root: string | null,
): { byQuestion: QuestionErrors; rest: string[] } {
  const byQuestion: QuestionErrors = {};
  const rest: string[] = root ? [root] : [];
  for (const [field, message] of Object.entries(fields)) {
    const match = ANSWER_FIELD.exec(field);
    const question = match ? questions.at(Number(match[1])) : undefined;
    if (!match || !question) {
      rest.push(message);
      continue;
    }
    const part = match[2] === 'grade' || match[2] === 'comment' ? match[2] : 'question';
    byQuestion[question.id] = { ...byQuestion[question.id], [part]: message };
  }
  return { byQuestion, rest };
}

/** The state a request is in for its reviewer: answerable, or which read-only notice it shows. */
export type RequestState = 'answer' | 'submitted' | 'declined' | 'closed' | 'not_sent';

export function stateOf(request: Pick<RequestOut, 'status' | 'closed'>): RequestState {
  if (request.status === 'submitted') return 'submitted';
  if (request.status === 'declined') return 'declined';
  if (request.status === 'proposed') return 'not_sent';
  return request.closed ? 'closed' : 'answer';
}

/** A request's status as its reviewer reads it: an open one whose collection closed says so. */
export function statusKey(request: Pick<RequestOut, 'status' | 'closed'>): string {
  const state = stateOf(request);
  if (state === 'closed') return 'app.review360.answer.status.closed';
  return `app.review360.answer.status.${request.status}`;
}
