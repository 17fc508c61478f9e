import { pgEnum } from 'drizzle-orm/pg-core';
import {
  AGREEMENT_STATUSES,
  FORM_TYPES,
  HIPO_DECISIONS,
  PARTICIPANT_AGREEMENT,
  PERIOD_STATUSES,
  ROLES,
  STAGES,
} from '../../../../contract/enums.ts';

export * from '../../../../contract/enums.ts';

export const stageEnum = pgEnum('stage', STAGES);
export const formTypeEnum = pgEnum('form_type', FORM_TYPES);
export const roleEnum = pgEnum('role', ROLES);
export const periodStatusEnum = pgEnum('period_status', PERIOD_STATUSES);
export const hipoDecisionEnum = pgEnum('hipo_decision', HIPO_DECISIONS);
export const agreementStatusEnum = pgEnum('agreement_status', AGREEMENT_STATUSES);
export const participantAgreementEnum = pgEnum('participant_agreement', PARTICIPANT_AGREEMENT);
