import type { z } from 'zod';
import type { PathOf, PathParams, RouteName } from '../../../contract/routes.ts';
import type { authRoutes } from '../auth/auth.routes.ts';
import type { aiRoutes } from '../modules/ai/ai.routes.ts';
import type { analyticsRoutes } from '../modules/analytics/analytics.routes.ts';
import type { apiTokensRoutes } from '../modules/apitokens/apitokens.routes.ts';
import type { webhooksRoutes } from '../modules/webhooks/webhooks.routes.ts';
import type { chatRoutes } from '../modules/chat/chat.routes.ts';
import type { auditRoutes } from '../modules/audit/audit.routes.ts';
import type { calendarRoutes } from '../modules/calendar/calendar.routes.ts';
import type { calibrationRoutes } from '../modules/calibration/calibration.routes.ts';
import type { nineboxRoutes } from '../modules/calibration/ninebox.routes.ts';
import type { companiesRoutes } from '../modules/companies/companies.routes.ts';
import type { exportsRoutes } from '../modules/exports/exports.routes.ts';
import type { feedbackRoutes } from '../modules/feedback/feedback.routes.ts';
import type { formsRoutes } from '../modules/forms/forms.routes.ts';
import type { goalsRoutes } from '../modules/goals/goals.routes.ts';
import type { itemsRoutes } from '../modules/forms/items.routes.ts';
import type { notificationsRoutes } from '../modules/notifications/notifications.routes.ts';
import type { nudgeRoutes } from '../modules/notifications/nudge.routes.ts';
import type { meetingsRoutes } from '../modules/oneonones/meetings.routes.ts';
import type { oneOnOnesRoutes } from '../modules/oneonones/oneonones.routes.ts';
import type { personalDataRoutes } from '../modules/personaldata/personaldata.routes.ts';
import type { recognitionRoutes } from '../modules/recognition/recognition.routes.ts';
import type { answersRoutes } from '../modules/review360/answers.routes.ts';
import type { nominationsRoutes } from '../modules/review360/nominations.routes.ts';
import type { agreementsRoutes } from '../modules/settings/agreements.routes.ts';
import type { hipoSkillsRoutes, valuesRoutes } from '../modules/settings/catalogue.routes.ts';
import type { periodsRoutes } from '../modules/settings/periods.routes.ts';
import type { competenciesRoutes } from '../modules/templates/competencies.routes.ts';
import type { scalesRoutes } from '../modules/templates/scales.routes.ts';
import type { departmentsRoutes } from '../modules/structure/departments.routes.ts';
import type { importRoutes } from '../modules/structure/import.routes.ts';
import type { peopleRoutes } from '../modules/structure/people.routes.ts';
import type { positionsRoutes } from '../modules/structure/positions.routes.ts';
import type { templatesRoutes } from '../modules/templates/templates.routes.ts';
import type { timeZoneRoutes } from '../modules/timezones/timezones.routes.ts';
import type { docsRoutes } from './docs.ts';
import type { healthRoutes } from './health.ts';
import type { BodyOf, ParamsOf, QueryOf, ResponseOfDef } from './route.ts';

/**
 * Every route's definition by its name in contract/routes.ts, as a type: the schemas of its params, query, body
 * and answer. The web reads the types of a call from here (type-only: nothing of the server reaches the browser).
 */
export type ApiSchemas = typeof agreementsRoutes &
  typeof aiRoutes &
  typeof analyticsRoutes &
  typeof apiTokensRoutes &
  typeof webhooksRoutes &
  typeof answersRoutes &
  typeof auditRoutes &
  typeof authRoutes &
  typeof calibrationRoutes &
  typeof chatRoutes &
  typeof companiesRoutes &
  typeof competenciesRoutes &
  typeof departmentsRoutes &
  typeof docsRoutes &
  typeof exportsRoutes &
  typeof feedbackRoutes &
  typeof formsRoutes &
  typeof goalsRoutes &
  typeof healthRoutes &
  typeof hipoSkillsRoutes &
  typeof importRoutes &
  typeof itemsRoutes &
  typeof nineboxRoutes &
  typeof nominationsRoutes &
  typeof notificationsRoutes &
  typeof nudgeRoutes &
  typeof meetingsRoutes &
  typeof oneOnOnesRoutes &
  typeof calendarRoutes &
  typeof personalDataRoutes &
  typeof recognitionRoutes &
  typeof scalesRoutes &
  typeof peopleRoutes &
  typeof periodsRoutes &
  typeof positionsRoutes &
  typeof templatesRoutes &
  typeof timeZoneRoutes &
  typeof valuesRoutes;

/** What a call of route N sends and gets back. */
export type ApiBody<N extends RouteName> = z.input<BodyOf<ApiSchemas[N]>>;
export type ApiQuery<N extends RouteName> = z.input<QueryOf<ApiSchemas[N]>>;
export type ApiAnswer<N extends RouteName> =
  ResponseOfDef<ApiSchemas[N]> extends infer R extends z.ZodType ? z.output<R> : null;

// The compiler checks the table and the definitions against each other: each name of the table has a definition
// (Missing), each definition a name (Unknown), and each `:name` of a path is read by the route's params schema
// (Unread). The registry test (tests/server/route-table.test.ts) checks that each is registered once.
type Never<T extends never> = T;
type Missing = Exclude<RouteName, keyof ApiSchemas>;
type Unknown = Exclude<keyof ApiSchemas, RouteName>;
type Unread = {
  [N in RouteName]: PathParams<PathOf<N>> extends keyof z.output<ParamsOf<ApiSchemas[N]>> ? never : N;
}[RouteName];
export type TableChecks = [Never<Missing>, Never<Unknown>, Never<Unread>];
