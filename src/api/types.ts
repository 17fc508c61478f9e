/**
 * The API's answers and bodies as the server's schemas declare them, imported as types only (nothing of the
 * server reaches the browser). A shape the web needs of its own is derived here from the server's.
 */
export type {
  DemoRole,
  ImpersonateBody,
  ImpersonationCandidateListOut,
  ImpersonationCandidateOut,
  MeOut,
  ProvidersOut,
} from '../../server/src/auth/auth.schemas.ts';
export type {
  GoalCreate,
  GoalListQuery,
  GoalOut,
  GoalPatch,
  GoalRowOut,
  GoalSummary,
  GoalTreeNode,
  GoalTreeQuery,
} from '../../server/src/modules/goals/goals.schemas.ts';
export type {
  KeyResultCreate,
  KeyResultOut,
  KeyResultPatch,
} from '../../server/src/modules/goals/keyresults.schemas.ts';
export type { CheckInCreate, CheckInOut } from '../../server/src/modules/goals/checkins.schemas.ts';
export type {
  GapBulletOut,
  ImproveOut,
  ImproveRequest,
  SourceField,
  SourceKind,
  SourceOut,
  SummaryBulletOut,
  SummaryOut,
  SummaryRequest,
} from '../../server/src/modules/ai/ai.schemas.ts';
export type {
  AnalyticsQuery,
  AnalyticsScope,
  CompletionFigure,
  CompletionOut,
  DepartmentRef,
  GapFigure,
  GapOut,
  GradeCounts,
  GradesOut,
  HeatmapCell,
  HeatmapOut,
  HipoFigure,
  HipoOut,
  LeniencyOut,
  LeniencyQuery,
  LeniencyRow,
  MeanFigure,
  PeriodRef,
  SeriesFigure,
  SeriesSet,
  TrendOut,
  TrendPoint,
  TrendQuery,
  ValueRef,
} from '../../server/src/modules/analytics/analytics.schemas.ts';
export type {
  ExportCreateRequest,
  ExportError,
  ExportJobList,
  ExportJobOut,
} from '../../server/src/modules/exports/exports.schemas.ts';
export type {
  AppCode,
  AppOut,
  AppsOut,
  CompanyListOut,
  CompanyOut,
  DashboardInfoOut,
  FormsByStageOut,
  PeriodBriefOut,
  ReviewSummaryOut,
  ServiceUrlOut,
  TaskOut,
  TasksOut,
  UserListOut,
  UserOptionOut,
} from '../../server/src/modules/companies/companies.schemas.ts';
export type {
  ChangeOut,
  ChangeState,
  EntryBody,
  SessionCreate,
  SessionDetailOut,
  SessionPersonOut,
  SessionSummaryOut,
  SessionUpdate,
} from '../../server/src/modules/calibration/calibration.schemas.ts';
export type {
  BoxKey,
  GroupKey,
  NineBoxOut,
  NineBoxPersonOut,
  NineBoxSettingsOut,
  NineBoxSettingsPut,
} from '../../server/src/modules/calibration/ninebox.schemas.ts';
export type {
  MarkedOut,
  NoticeData,
  NotificationListOut,
  NotificationOut,
  NotificationSettingsOut,
  NotificationSettingsPut,
  OutboxListOut,
  OutboxOut,
  UnreadOut,
} from '../../server/src/modules/notifications/notifications.schemas.ts';
export type { GoalsFigure, GoalsOut } from '../../server/src/modules/analytics/goals.schemas.ts';
export type { AttentionOut, AttentionRowOut } from '../../server/src/modules/goals/attention.schemas.ts';
export type {
  ActionItemOut,
  DashboardOut as OneOnOneDashboardOut,
  MeetingOut,
  MeetingRowOut,
  PersonRef,
  PointOut,
  SeriesOut,
} from '../../server/src/modules/oneonones/oneonones.schemas.ts';
export type {
  BetweenReviewsOut,
  FeedbackOut as PeerFeedbackOut,
  FeedbackRequestOut,
  PraiseOut,
} from '../../server/src/modules/recognition/recognition.schemas.ts';
export type { NudgeIn, NudgeOut } from '../../server/src/modules/notifications/nudge.schemas.ts';
export type {
  FeedbackCreate,
  FeedbackListOut,
  FeedbackOut,
} from '../../server/src/modules/feedback/feedback.schemas.ts';
export type {
  CurrentFormOut,
  DelegatesOut,
  DelegationBody,
  DelegationOut,
  DelegationRecordOut,
  FormDetailOut,
  FormFilterOptionsOut,
  FormListRowOut,
  FormPageOut,
  LaunchOut,
  LaunchPreviewOut,
  LaunchRequest,
  LaunchSkipReason,
  MissingCode,
  MissingOut,
  MoveOut,
  ProgressOut,
  RevocationBody,
  RevocationOut,
  StageCountsOut,
  TransitionRecordOut,
  TransitionRequest,
} from '../../server/src/modules/forms/forms.schemas.ts';
export type {
  AgreementItemOut,
  HipoItemOut,
  ManagerFeedbackOut,
  ManagerGradesOut,
  ManagerGradesUpdateOut,
  ParticipantFeedbackOut,
  ResultCreate,
  ResultOut,
  ValueItemOut,
} from '../../server/src/modules/forms/items.schemas.ts';
export type {
  AgreementHistoryListOut,
  AgreementHistoryOut,
  AgreementListOut,
  AgreementOut,
  FieldValue,
} from '../../server/src/modules/settings/agreements.schemas.ts';
export type { CatalogueListOut, CatalogueOut, ValueOut } from '../../server/src/modules/settings/catalogue.schemas.ts';
export type { PeriodListOut, PeriodOut } from '../../server/src/modules/settings/periods.schemas.ts';
export type {
  DepartmentCreate,
  DepartmentListOut,
  DepartmentOut,
  DepartmentPatch,
  ManagedPersonListOut,
  ManagedPersonOut,
  OpenFormsOut,
  PersonListOut,
  PersonOut,
  PositionCreate,
  PositionPatch,
} from '../../server/src/modules/structure/structure.schemas.ts';
export type {
  ImportAction,
  ImportChange,
  ImportField,
  ImportMessage,
  ImportRefusedOut,
  ImportReportOut,
  ImportRowOut,
} from '../../server/src/modules/structure/import.schemas.ts';

import type { ChangeOut, SessionSummaryOut } from '../../server/src/modules/calibration/calibration.schemas.ts';
import type { CompanyListOut } from '../../server/src/modules/companies/companies.schemas.ts';
export type {
  AnswerIn,
  DeclineIn,
  DraftPut,
  GroupFigureOut,
  PeopleListOut,
  PersonOut as NomineeOut,
  QuestionIn,
  QuestionOut,
  QuestionResultOut,
  RequestBriefOut,
  RequestDetailOut,
  RequestListOut,
  RequestOut,
  ResultsOut,
  ReviewerAdd,
  SettingsOut as Review360SettingsOut,
  SettingsPut as Review360SettingsPut,
  SubjectListOut,
  SubjectOut,
  TeamResultListOut,
  TeamResultOut,
} from '../../server/src/modules/review360/review360.schemas.ts';
export type {
  Review360AnalyticsOut,
  Review360Cell,
  Review360Total,
} from '../../server/src/modules/review360/analytics360.schemas.ts';
import type { FeedbackOut } from '../../server/src/modules/feedback/feedback.schemas.ts';
import type { ProgressOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { PositionCreate } from '../../server/src/modules/structure/structure.schemas.ts';

/** The answer to sending feedback: the record as stored. */
export type FeedbackCreatedOut = FeedbackOut;

/** One side's progress: filled-in items out of all. */
export type Progress = ProgressOut['self'];

/** A new person: who (an email, with names when the user is new) and where they sit. */
export type PersonCreateRequest = Pick<PositionCreate, 'email' | 'department' | 'position' | 'manager'> &
  Partial<Pick<PositionCreate, 'first_name' | 'last_name' | 'job_family' | 'job_level'>>;

/** A page of any list, in the API's one list shape (the settings grids read every resource through it). */
export type Page<T> = Omit<CompanyListOut, 'results'> & { results: T[] };

/** A page of calibration sessions, and of a session's history. */
export type SessionListOut = Page<SessionSummaryOut>;
export type ChangeListOut = Page<ChangeOut>;
export type { ApiTokenCreated, ApiTokenIn, ApiTokenOut } from '../../server/src/modules/apitokens/apitokens.schemas.ts';
export type {
  WebhookDeliveryListOut,
  WebhookDeliveryOut,
  WebhookEndpointIn,
  WebhookEndpointOut,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
  WebhookSettingsOut,
} from '../../server/src/modules/webhooks/webhooks.schemas.ts';
export type {
  ChatSettingsIn,
  ChatSettingsOut,
  TelegramCodeOut,
  TelegramLinkOut,
} from '../../server/src/modules/chat/chat.schemas.ts';
export type { AuditEntryOut, AuditListOut } from '../../server/src/modules/audit/audit.schemas.ts';
