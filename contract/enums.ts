/** The enumerations of the API, shared by the server (database enums, zod schemas) and the web. */
export const STAGES = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'] as const;
export const FORM_TYPES = ['SMPL', 'STND'] as const;
export const ROLES = ['MANAGER', 'EMPLOYEE'] as const;
export const PERIOD_STATUSES = ['draft', 'active', 'closed'] as const;
export const HIPO_DECISIONS = ['IS_HIPO', 'IS_NOT_HIPO'] as const;
export const AGREEMENT_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;
export const PARTICIPANT_AGREEMENT = ['AGREE', 'DISAGREE'] as const;

export type Stage = (typeof STAGES)[number];
export type FormType = (typeof FORM_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export type HipoDecision = (typeof HIPO_DECISIONS)[number];
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
