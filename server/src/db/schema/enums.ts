import { pgEnum } from 'drizzle-orm/pg-core';
import {
  AGREEMENT_STATUSES,
  FORM_TYPES,
  GOAL_HEALTHS,
  GOAL_OWNER_KINDS,
  GOAL_VISIBILITIES,
  HIPO_DECISIONS,
  KEY_RESULT_DIRECTIONS,
  KEY_RESULT_KINDS,
  ONE_ON_ONE_CADENCES,
  ONE_ON_ONE_MEETING_STATUSES,
  PARTICIPANT_AGREEMENT,
  PERIOD_STATUSES,
  PRAISE_REACTIONS,
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
export const goalOwnerKindEnum = pgEnum('goal_owner_kind', GOAL_OWNER_KINDS);
export const goalVisibilityEnum = pgEnum('goal_visibility', GOAL_VISIBILITIES);
export const goalHealthEnum = pgEnum('goal_health', GOAL_HEALTHS);
export const keyResultKindEnum = pgEnum('key_result_kind', KEY_RESULT_KINDS);
export const keyResultDirectionEnum = pgEnum('key_result_direction', KEY_RESULT_DIRECTIONS);
export const oneOnOneCadenceEnum = pgEnum('one_on_one_cadence', ONE_ON_ONE_CADENCES);
export const oneOnOneMeetingStatusEnum = pgEnum('one_on_one_meeting_status', ONE_ON_ONE_MEETING_STATUSES);
export const praiseReactionEnum = pgEnum('praise_reaction', PRAISE_REACTIONS);
