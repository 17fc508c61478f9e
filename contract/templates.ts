/**
 * Review templates: the shape of a review form, shared by the server (its zod schemas check it) and the web (the
 * builder edits it, the form page follows it). Plain values and types: the browser imports this file.
 *
 * A template is an ordered list of sections. A template's versions are snapshots: the one a launched period used
 * is frozen, and editing a frozen template makes a new version. The spec's SMPL and STND forms are the two
 * built-in templates every company has.
 */
import type { Stage } from './enums.ts';

/** A text a person reads, in both languages of the interface. */
export type LocalizedText = { ru: string; en: string };

/**
 * What a section holds: the company values (graded), the person's goals/agreements of the period (graded),
 * competencies from the library (graded, with the behaviours expected at the person's level), questions, the
 * high-potential skills (decided by the reviewer), the employee's results, and the reviewer's summary (overall
 * grade and feedback).
 */
export const SECTION_KINDS = [
  'values',
  'agreements',
  'competencies',
  'questions',
  'hipo',
  'results',
  'manager_summary',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** The kinds whose answers are points on a scale, and so count towards the suggested overall grade. */
export const GRADED_SECTION_KINDS = ['values', 'agreements', 'competencies', 'questions'] as const;

/** The kinds whose items are answered one by one in the form's answers (the rest have their own parts of the form). */
export const ANSWERED_SECTION_KINDS: readonly SectionKind[] = ['questions', 'competencies'];

export const QUESTION_TYPES = ['text', 'rating', 'choice', 'yes_no'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Who answers a section: the employee (self), the reviewer, or both (each their own answer). */
export const ANSWERED_BY = ['employee', 'reviewer', 'both'] as const;
export type AnsweredBy = (typeof ANSWERED_BY)[number];

export type ChoiceOption = { key: string; label: LocalizedText };

/** The options of a yes/no question: the form's template view offers them as a choice question's own. */
export const YES_NO_OPTIONS: readonly ChoiceOption[] = [
  { key: 'yes', label: { ru: 'Да', en: 'Yes' } },
  { key: 'no', label: { ru: 'Нет', en: 'No' } },
];

export type TemplateQuestion = {
  /** Stable within the template across its versions: answers are kept by it. */
  key: string;
  type: QuestionType;
  text: LocalizedText;
  required: boolean;
  /** `choice` only: the options offered. */
  options?: ChoiceOption[];
  /** `rating` only: the scale, else the section's. */
  scaleId?: number;
};

/**
 * Who sees the other side's answers, from which stage. The spec's rules are the default: the reviewer reads the
 * employee's answers once the form reaches MANAGER, the employee reads the reviewer's from FEEDBACK.
 */
export type SectionVisibility = { reviewerSeesEmployeeFrom: Stage; employeeSeesReviewerFrom: Stage };
export const DEFAULT_VISIBILITY: SectionVisibility = {
  reviewerSeesEmployeeFrom: 'MANAGER',
  employeeSeesReviewerFrom: 'FEEDBACK',
};

export type TemplateSection = {
  /** Stable within the template across its versions. */
  key: string;
  kind: SectionKind;
  title: LocalizedText;
  description?: LocalizedText;
  answeredBy: AnsweredBy;
  visibility: SectionVisibility;
  /** A required section must be answered before its answerer's move on (the "what is missing" list names it). */
  required: boolean;
  /** Share of the suggested overall grade, 0-100; the graded sections' weights add up to 100 (or all are 0). */
  weight: number;
  /** Graded kinds: the scale answers are given on; the company's default scale when absent. */
  scaleId?: number;
  /** `competencies` only: which competencies of the library, in order. */
  competencyIds?: number[];
  /** `questions` only. */
  questions?: TemplateQuestion[];
};

/** The built-in templates, by the spec's form type they reproduce. */
export const BUILT_IN_TEMPLATES = ['SMPL', 'STND'] as const;
export type BuiltInTemplate = (typeof BUILT_IN_TEMPLATES)[number];

export type ScalePoint = { value: number; label: LocalizedText };

/** Limits a template and a scale are held to (the benchmark's largest template has 200 questions). */
export const TEMPLATE_LIMITS = {
  sections: 30,
  questionsPerSection: 200,
  questionsPerTemplate: 200,
  optionsPerQuestion: 20,
  scalePointsMin: 2,
  scalePointsMax: 11,
  textMax: 500,
} as const;
