import { pgEnum } from 'drizzle-orm/pg-core';

export const STAGES = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'] as const;
export const FORM_TYPES = ['SMPL', 'STND'] as const;
export const ROLES = ['MANAGER', 'EMPLOYEE'] as const;
export const PERIOD_STATUSES = ['draft', 'active', 'closed'] as const;
export const HIPO_DECISIONS = ['IS_HIPO', 'IS_NOT_HIPO'] as const;
export const AGREEMENT_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;
export const PARTICIPANT_AGREEMENT = ['AGREE', 'DISAGREE'] as const;

export const stageEnum = pgEnum('stage', STAGES);
export const formTypeEnum = pgEnum('form_type', FORM_TYPES);
export const roleEnum = pgEnum('role', ROLES);
export const periodStatusEnum = pgEnum('period_status', PERIOD_STATUSES);
export const hipoDecisionEnum = pgEnum('hipo_decision', HIPO_DECISIONS);
export const agreementStatusEnum = pgEnum('agreement_status', AGREEMENT_STATUSES);
export const participantAgreementEnum = pgEnum('participant_agreement', PARTICIPANT_AGREEMENT);

export type Stage = (typeof STAGES)[number];
export type FormType = (typeof FORM_TYPES)[number];
export type Role = (typeof ROLES)[number];
