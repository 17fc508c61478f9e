import type { FastifyInstance } from 'fastify';
import { registerAiRoutes } from './ai/ai.routes.ts';
import type { ModuleDeps } from './deps.ts';
import { registerAnalyticsRoutes } from './analytics/analytics.routes.ts';
import { registerCalibrationRoutes } from './calibration/calibration.routes.ts';
import { registerCompanyRoutes } from './companies/companies.routes.ts';
import { registerExportRoutes } from './exports/exports.routes.ts';
import { registerFeedbackRoutes } from './feedback/feedback.routes.ts';
import { registerFormRoutes } from './forms/forms.routes.ts';
import { registerGoalRoutes } from './goals/goals.routes.ts';
import { registerItemRoutes } from './forms/items.routes.ts';
import { registerNotificationRoutes } from './notifications/notifications.routes.ts';
import { registerNudgeRoutes } from './notifications/nudge.routes.ts';
import { registerMeetingRoutes } from './oneonones/meetings.routes.ts';
import { registerOneOnOneRoutes } from './oneonones/oneonones.routes.ts';
import { registerRecognitionRoutes } from './recognition/recognition.routes.ts';
import { registerReview360AnswerRoutes } from './review360/answers.routes.ts';
import { registerReview360NominationRoutes } from './review360/nominations.routes.ts';
import { registerStructureRoutes } from './structure/structure.routes.ts';
import { registerSettingsRoutes } from './settings/settings.routes.ts';
import { registerTemplateRoutes } from './templates/templates.routes.ts';
import { registerCompetencyRoutes } from './templates/competencies.routes.ts';
import { registerScaleRoutes } from './templates/scales.routes.ts';

/** The URL map of the company-facing API, one module after another. */
export function registerModules(api: FastifyInstance, deps: ModuleDeps): void {
  registerCompanyRoutes(api, deps);
  registerFeedbackRoutes(api, deps.db);
  registerSettingsRoutes(api, deps);
  registerTemplateRoutes(api, deps);
  registerScaleRoutes(api, deps.db);
  registerCompetencyRoutes(api, deps.db);
  registerGoalRoutes(api, deps);
  registerFormRoutes(api, deps);
  registerItemRoutes(api, deps);
  registerAiRoutes(api, deps);
  registerAnalyticsRoutes(api, deps);
  registerStructureRoutes(api, deps);
  registerNotificationRoutes(api, deps);
  registerNudgeRoutes(api, deps);
  registerExportRoutes(api, deps);
  registerCalibrationRoutes(api, deps);
  registerReview360NominationRoutes(api, deps);
  registerReview360AnswerRoutes(api, deps);
  registerOneOnOneRoutes(api, deps);
  registerMeetingRoutes(api, deps);
  registerRecognitionRoutes(api, deps);
}
