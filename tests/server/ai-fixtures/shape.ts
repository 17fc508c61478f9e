import type { AgreementStatus, FormType, HipoDecision } from '../../../contract/enums.ts';
import type { Lang } from '../../../contract/errors/index.ts';

/**
 * A review form as plain data: what people wrote on it and the grades they gave, without ids or dates of
 * the database. The assistant's tests turn it into the engine's input (forms.ts `toSummaryInput`); the
 * latency benchmark seeds forms from it. Grades are 0-5 or null (not given); empty strings are texts nobody
 * wrote. `lang` is the language the form is written in.
 */
export type FixtureGraded = {
  self_grade: number | null;
  self_comment: string;
  manager_grade: number | null;
  manager_comment: string;
};

/** A company value (teamwork, ownership…) graded by the employee and the manager. */
export type FixtureValue = FixtureGraded & { name: string };

/** A goal agreed for the period, with its status and due date (YYYY-MM-DD). */
export type FixtureAgreement = FixtureGraded & { title: string; status: AgreementStatus; due_date: string | null };

/** A hipo skill: the manager's decision and comment (STND forms). */
export type FixtureHipo = { name: string; decision: HipoDecision | null; comment: string };

export type FixtureForm = {
  /** A short stable name for test titles and seeding: `developer`, `sales`. */
  key: string;
  lang: Lang;
  type: FormType;
  position: string;
  values: FixtureValue[];
  /** The employee's results of the period, one text each. */
  results: string[];
  agreements: FixtureAgreement[];
  hipo: FixtureHipo[];
  manager_feedback: { strengths: string; growth_areas: string; recommendation: string };
  overall_grade: number | null;
  final_comment: string;
  participant_feedback: {
    agreement: 'AGREE' | 'DISAGREE' | null;
    comment: string;
    feedback_to_manager: string;
  } | null;
};
