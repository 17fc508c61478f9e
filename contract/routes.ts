/**
 * Every API route by a stable name: its method and its path under `/api`. The server registers each name once
 * (server/src/http/route.ts `route(api, defs, name, handler)`, its schemas beside it in the module's routes file)
 * and the web calls it by the same name (src/httpClient.ts `call(name, args)`), so a path is written here only.
 * Plain values: the browser imports this file.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The prefixes, each written once.
const companies = '/companies/companies';
const company = `${companies}/:companyId` as const;
const review = `${company}/performance_review` as const;
const forms = `${review}/assessment_forms` as const;
const items = `${forms}/items` as const;
const review360 = `${review}/review360` as const;
const calibration = `${review}/calibration/sessions` as const;
const analytics = `${review}/analytics` as const;
const exports = `${review}/exports` as const;
const nineBox = `${review}/nine_box` as const;
const goals = `${review}/goals` as const;
const structure = `${company}/structure` as const;
const notifications = `${company}/notifications` as const;
const oneOnOnes = `${company}/one_on_ones` as const;
const series = `${oneOnOnes}/series` as const;
const meetings = `${oneOnOnes}/meetings` as const;
const peerFeedback = `${company}/peer_feedback` as const;
const praise = `${company}/praise` as const;
const personalData = `${company}/personal_data` as const;
const webhooks = `${company}/webhooks` as const;

export const routes = {
  'auth.me': { method: 'GET', path: '/auth/me/' },
  'auth.logout': { method: 'POST', path: '/auth/logout/' },
  'auth.providers': { method: 'GET', path: '/auth/providers/' },
  'auth.login': { method: 'GET', path: '/auth/social/login/:provider/' },
  'auth.complete': { method: 'GET', path: '/auth/social/complete/:provider/' },
  'auth.demoSignIn': { method: 'POST', path: '/demo/impersonate_as_demo_user/' },

  'impersonation.users': { method: 'GET', path: '/auth/impersonate/users/' },
  'impersonation.start': { method: 'POST', path: '/auth/impersonate/start/' },
  'impersonation.stop': { method: 'POST', path: '/auth/impersonate/stop/' },

  'companies.list': { method: 'GET', path: `${companies}/` },
  'companies.get': { method: 'GET', path: `${company}/` },
  'companies.billingInfo': { method: 'GET', path: `${company}/billing/company_info/` },
  'companySettings.get': { method: 'GET', path: `${company}/settings/` },
  'companySettings.update': { method: 'PUT', path: `${company}/settings/` },

  'dashboard.apps': { method: 'GET', path: `${company}/dashboard/apps/` },
  'dashboard.info': { method: 'GET', path: `${company}/dashboard/info/` },
  'dashboard.tasks': { method: 'GET', path: `${company}/dashboard/tasks/` },

  'review.summary': { method: 'GET', path: `${review}/` },

  'users.serviceUrl': { method: 'GET', path: '/plugins/users/get_service_url/' },
  'users.list': { method: 'GET', path: '/users/users/' },

  'feedback.create': { method: 'POST', path: '/feedback/create/' },
  'feedback.createInCompany': { method: 'POST', path: `${company}/feedback/create/` },
  'feedback.staffList': { method: 'GET', path: '/staff/feedback/' },

  'values.list': { method: 'GET', path: `${review}/values/` },
  'values.create': { method: 'POST', path: `${review}/values/` },
  'values.reorder': { method: 'POST', path: `${review}/values/reorder/` },
  'values.get': { method: 'GET', path: `${review}/values/:id/` },
  'values.replace': { method: 'PUT', path: `${review}/values/:id/` },
  'values.update': { method: 'PATCH', path: `${review}/values/:id/` },
  'values.delete': { method: 'DELETE', path: `${review}/values/:id/` },

  'hipo_skills.list': { method: 'GET', path: `${review}/hipo_skills/` },
  'hipo_skills.create': { method: 'POST', path: `${review}/hipo_skills/` },
  'hipo_skills.reorder': { method: 'POST', path: `${review}/hipo_skills/reorder/` },
  'hipo_skills.get': { method: 'GET', path: `${review}/hipo_skills/:id/` },
  'hipo_skills.replace': { method: 'PUT', path: `${review}/hipo_skills/:id/` },
  'hipo_skills.update': { method: 'PATCH', path: `${review}/hipo_skills/:id/` },
  'hipo_skills.delete': { method: 'DELETE', path: `${review}/hipo_skills/:id/` },

  'assessment_periods.list': { method: 'GET', path: `${review}/assessment_periods/` },
  'assessment_periods.create': { method: 'POST', path: `${review}/assessment_periods/` },
  'assessment_periods.get': { method: 'GET', path: `${review}/assessment_periods/:id/` },
  'assessment_periods.replace': { method: 'PUT', path: `${review}/assessment_periods/:id/` },
  'assessment_periods.update': { method: 'PATCH', path: `${review}/assessment_periods/:id/` },
  'assessment_periods.delete': { method: 'DELETE', path: `${review}/assessment_periods/:id/` },

  'templates.list': { method: 'GET', path: `${review}/templates/` },
  'templates.create': { method: 'POST', path: `${review}/templates/` },
  'templates.get': { method: 'GET', path: `${review}/templates/:id/` },
  'templates.rename': { method: 'PATCH', path: `${review}/templates/:id/` },
  'templates.saveSections': { method: 'PUT', path: `${review}/templates/:id/sections/` },
  'templates.duplicate': { method: 'POST', path: `${review}/templates/:id/duplicate/` },
  'templates.archive': { method: 'POST', path: `${review}/templates/:id/archive/` },
  'templates.versions': { method: 'GET', path: `${review}/templates/:id/versions/` },
  'templates.version': { method: 'GET', path: `${review}/template_versions/:id/` },
  'scales.list': { method: 'GET', path: `${review}/rating_scales/` },
  'scales.create': { method: 'POST', path: `${review}/rating_scales/` },
  'scales.get': { method: 'GET', path: `${review}/rating_scales/:id/` },
  'scales.replace': { method: 'PUT', path: `${review}/rating_scales/:id/` },
  'scales.delete': { method: 'DELETE', path: `${review}/rating_scales/:id/` },

  'job_families.list': { method: 'GET', path: `${review}/job_families/` },
  'job_families.create': { method: 'POST', path: `${review}/job_families/` },
  'job_families.get': { method: 'GET', path: `${review}/job_families/:id/` },
  'job_families.replace': { method: 'PUT', path: `${review}/job_families/:id/` },
  'job_families.delete': { method: 'DELETE', path: `${review}/job_families/:id/` },

  'competencies.list': { method: 'GET', path: `${review}/competencies/` },
  'competencies.create': { method: 'POST', path: `${review}/competencies/` },
  'competencies.get': { method: 'GET', path: `${review}/competencies/:id/` },
  'competencies.replace': { method: 'PUT', path: `${review}/competencies/:id/` },
  'competencies.delete': { method: 'DELETE', path: `${review}/competencies/:id/` },

  'agreements.list': { method: 'GET', path: `${review}/agreements/` },
  'agreements.create': { method: 'POST', path: `${review}/agreements/` },
  'agreements.get': { method: 'GET', path: `${review}/agreements/:id/` },
  'agreements.replace': { method: 'PUT', path: `${review}/agreements/:id/` },
  'agreements.update': { method: 'PATCH', path: `${review}/agreements/:id/` },
  'agreements.delete': { method: 'DELETE', path: `${review}/agreements/:id/` },
  'agreements.history': { method: 'GET', path: `${items}/agreements/:id/history/` },

  'goals.list': { method: 'GET', path: `${goals}/` },
  'goals.tree': { method: 'GET', path: `${goals}/tree/` },
  'goals.attention': { method: 'GET', path: `${goals}/attention/` },
  'goals.create': { method: 'POST', path: `${goals}/` },
  'goals.get': { method: 'GET', path: `${goals}/:id/` },
  'goals.update': { method: 'PATCH', path: `${goals}/:id/` },
  'goals.delete': { method: 'DELETE', path: `${goals}/:id/` },
  'goals.approve': { method: 'POST', path: `${goals}/:id/approve/` },
  'goals.createKeyResult': { method: 'POST', path: `${goals}/:id/key_results/` },
  'goals.updateKeyResult': { method: 'PATCH', path: `${goals}/:id/key_results/:keyResultId/` },
  'goals.deleteKeyResult': { method: 'DELETE', path: `${goals}/:id/key_results/:keyResultId/` },
  'goals.checkIns': { method: 'GET', path: `${goals}/:id/check_ins/` },
  'goals.createCheckIn': { method: 'POST', path: `${goals}/:id/check_ins/` },

  'forms.list': { method: 'GET', path: `${forms}/` },
  'forms.stageCounts': { method: 'GET', path: `${forms}/stage_counts/` },
  'forms.launch': { method: 'POST', path: `${forms}/` },
  'forms.launchPreview': { method: 'POST', path: `${forms}/launch_preview/` },
  'forms.filterOptions': { method: 'GET', path: `${forms}/filter_options/` },
  'forms.current': { method: 'GET', path: `${forms}/current/` },
  'forms.get': { method: 'GET', path: `${forms}/:id/` },
  'forms.delete': { method: 'DELETE', path: `${forms}/:id/` },
  'forms.transition': { method: 'PATCH', path: `${forms}/:id/transition/` },

  'participants.delegate': { method: 'POST', path: `${review}/participants/delegation/` },
  'participants.revoke': { method: 'POST', path: `${review}/participants/delegation/revoke/` },
  'participants.delegates': { method: 'GET', path: `${review}/participants/delegates/` },

  'items.values': { method: 'PATCH', path: `${items}/values/:id/` },
  'items.agreements': { method: 'PATCH', path: `${items}/agreements/:id/` },
  'items.hipo': { method: 'PATCH', path: `${items}/hipo/:id/` },
  'items.managerFeedbacks': { method: 'PATCH', path: `${items}/manager_feedbacks/:id/` },
  'items.participantFeedbacks': { method: 'PATCH', path: `${items}/participant_feedbacks/:id/` },
  'items.managerGrades': { method: 'PATCH', path: `${items}/manager_grades_update/:id/` },
  'items.hipoSkills': { method: 'GET', path: `${items}/hipo_skills/` },
  'items.answers': { method: 'PATCH', path: `${items}/answers/:id/` },

  'results.create': { method: 'POST', path: `${items}/results/` },
  'results.update': { method: 'PATCH', path: `${items}/results/:id/` },
  'results.delete': { method: 'DELETE', path: `${items}/results/:id/` },

  'ai.summary': { method: 'POST', path: `${review}/ai/get_participant_form_summary/` },
  'ai.improve': { method: 'POST', path: `${review}/ai/improve_result/` },

  'analytics.completion': { method: 'GET', path: `${analytics}/completion/` },
  'analytics.grades': { method: 'GET', path: `${analytics}/grades/` },
  'analytics.heatmap': { method: 'GET', path: `${analytics}/heatmap/` },
  'analytics.gap': { method: 'GET', path: `${analytics}/gap/` },
  'analytics.hipo': { method: 'GET', path: `${analytics}/hipo/` },
  'analytics.leniency': { method: 'GET', path: `${analytics}/leniency/` },
  'analytics.trend': { method: 'GET', path: `${analytics}/trend/` },
  'analytics.goals': { method: 'GET', path: `${analytics}/goals/` },

  'departments.list': { method: 'GET', path: `${structure}/departments/` },
  'departments.get': { method: 'GET', path: `${structure}/departments/:id/` },
  'departments.create': { method: 'POST', path: `${structure}/departments/` },
  'departments.replace': { method: 'PUT', path: `${structure}/departments/:id/` },
  'departments.update': { method: 'PATCH', path: `${structure}/departments/:id/` },
  'departments.delete': { method: 'DELETE', path: `${structure}/departments/:id/` },

  'structure.departmentsWithPeople': { method: 'GET', path: `${structure}/departments/with_employee_in_positions/` },
  'structure.managedDepartmentsWithPeople': {
    method: 'GET',
    path: `${structure}/managed_departments/with_employee_in_positions/`,
  },

  'people.managed': { method: 'GET', path: `${structure}/managed_employee_in_positions/` },
  'people.mine': { method: 'GET', path: `${structure}/user_employee_in_position/` },
  'people.openForms': { method: 'GET', path: `${structure}/employee_in_positions/:id/open_forms/` },
  'people.list': { method: 'GET', path: `${structure}/employee_in_positions/` },
  'people.get': { method: 'GET', path: `${structure}/employee_in_positions/:id/` },
  'people.create': { method: 'POST', path: `${structure}/employee_in_positions/` },
  'people.replace': { method: 'PUT', path: `${structure}/employee_in_positions/:id/` },
  'people.update': { method: 'PATCH', path: `${structure}/employee_in_positions/:id/` },

  'import.template': { method: 'GET', path: `${structure}/import/template/` },

  'notifications.list': { method: 'GET', path: `${notifications}/` },
  'notifications.unreadCount': { method: 'GET', path: `${notifications}/unread_count/` },
  'notifications.read': { method: 'POST', path: `${notifications}/:id/read/` },
  'notifications.readAll': { method: 'POST', path: `${notifications}/read_all/` },
  'notifications.settings': { method: 'GET', path: `${notifications}/settings/` },
  'notifications.updateSettings': { method: 'PUT', path: `${notifications}/settings/` },
  'notifications.outbox': { method: 'GET', path: `${notifications}/outbox/` },
  'notifications.retry': { method: 'POST', path: `${notifications}/outbox/:id/retry/` },
  'notifications.retryFailed': { method: 'POST', path: `${notifications}/outbox/retry_failed/` },
  'notifications.telegram': { method: 'GET', path: `${notifications}/telegram/` },
  'notifications.telegramCode': { method: 'POST', path: `${notifications}/telegram/code/` },
  'notifications.telegramUnlink': { method: 'POST', path: `${notifications}/telegram/unlink/` },
  'notifications.nudge': { method: 'POST', path: `${notifications}/nudge/` },

  'exports.create': { method: 'POST', path: `${exports}/` },
  'exports.list': { method: 'GET', path: `${exports}/` },
  'exports.get': { method: 'GET', path: `${exports}/:id/` },
  'exports.download': { method: 'GET', path: `${exports}/:id/download/` },

  'nineBox.get': { method: 'GET', path: `${nineBox}/` },
  'nineBox.settings': { method: 'GET', path: `${nineBox}/settings/` },
  'nineBox.updateSettings': { method: 'PUT', path: `${nineBox}/settings/` },

  'calibration.list': { method: 'GET', path: `${calibration}/` },
  'calibration.create': { method: 'POST', path: `${calibration}/` },
  'calibration.get': { method: 'GET', path: `${calibration}/:id/` },
  'calibration.update': { method: 'PATCH', path: `${calibration}/:id/` },
  'calibration.entry': { method: 'POST', path: `${calibration}/:id/entries/:formId/` },
  'calibration.history': { method: 'GET', path: `${calibration}/:id/history/` },
  'calibration.lock': { method: 'POST', path: `${calibration}/:id/lock/` },
  'calibration.reopen': { method: 'POST', path: `${calibration}/:id/reopen/` },

  'review360.settings': { method: 'GET', path: `${review360}/settings/:periodId/` },
  'review360.updateSettings': { method: 'PUT', path: `${review360}/settings/:periodId/` },
  'review360.subjects': { method: 'GET', path: `${review360}/subjects/` },
  'review360.mySubject': { method: 'GET', path: `${review360}/subjects/me/` },
  'review360.addReviewer': { method: 'POST', path: `${review360}/subjects/reviewers/` },
  'review360.removeReviewer': { method: 'DELETE', path: `${review360}/subjects/reviewers/:id/` },
  'review360.submitSubject': { method: 'POST', path: `${review360}/subjects/:id/submit/` },
  'review360.approveSubject': { method: 'POST', path: `${review360}/subjects/:id/approve/` },
  'review360.people': { method: 'GET', path: `${review360}/people/` },
  'review360.requests': { method: 'GET', path: `${review360}/requests/` },
  'review360.request': { method: 'GET', path: `${review360}/requests/:id/` },
  'review360.saveDraft': { method: 'PUT', path: `${review360}/requests/:id/draft/` },
  'review360.submitRequest': { method: 'POST', path: `${review360}/requests/:id/submit/` },
  'review360.declineRequest': { method: 'POST', path: `${review360}/requests/:id/decline/` },
  'review360.results': { method: 'GET', path: `${review360}/results/` },
  'review360.teamResults': { method: 'GET', path: `${review360}/results/team/` },

  'analytics.review360': { method: 'GET', path: `${analytics}/review360/` },

  'oneOnOnes.series': { method: 'GET', path: `${series}/` },
  'oneOnOnes.createSeries': { method: 'POST', path: `${series}/` },
  'oneOnOnes.getSeries': { method: 'GET', path: `${series}/:id/` },
  'oneOnOnes.updateSeries': { method: 'PATCH', path: `${series}/:id/` },
  'oneOnOnes.meetings': { method: 'GET', path: `${series}/:id/meetings/` },
  'oneOnOnes.createMeeting': { method: 'POST', path: `${series}/:id/meetings/` },
  'oneOnOnes.calendar': { method: 'GET', path: `${series}/:id/calendar/` },
  'oneOnOnes.issueFeed': { method: 'POST', path: `${series}/:id/feed/` },
  'oneOnOnes.revokeFeed': { method: 'DELETE', path: `${series}/:id/feed/` },
  'oneOnOnes.feed': { method: 'GET', path: '/calendar/one_on_ones/:token/' },
  'oneOnOnes.meeting': { method: 'GET', path: `${meetings}/:id/` },
  'oneOnOnes.updateMeeting': { method: 'PATCH', path: `${meetings}/:id/` },
  'oneOnOnes.privateNote': { method: 'PUT', path: `${meetings}/:id/private_note/` },
  'oneOnOnes.addPoint': { method: 'POST', path: `${meetings}/:id/points/` },
  'oneOnOnes.updatePoint': { method: 'PATCH', path: `${meetings}/:id/points/:pointId/` },
  'oneOnOnes.deletePoint': { method: 'DELETE', path: `${meetings}/:id/points/:pointId/` },
  'oneOnOnes.addActionItem': { method: 'POST', path: `${meetings}/:id/action_items/` },
  'oneOnOnes.updateActionItem': { method: 'PATCH', path: `${meetings}/:id/action_items/:itemId/` },
  'oneOnOnes.deleteActionItem': { method: 'DELETE', path: `${meetings}/:id/action_items/:itemId/` },
  'oneOnOnes.linkGoal': { method: 'POST', path: `${meetings}/:id/goals/` },
  'oneOnOnes.unlinkGoal': { method: 'DELETE', path: `${meetings}/:id/goals/:goalId/` },
  'oneOnOnes.questions': { method: 'GET', path: `${oneOnOnes}/questions/` },
  'oneOnOnes.updateQuestions': { method: 'PUT', path: `${oneOnOnes}/questions/` },
  'oneOnOnes.dashboard': { method: 'GET', path: `${oneOnOnes}/dashboard/` },

  'calendar.feedState': { method: 'GET', path: '/calendar/feed/' },
  'calendar.issueFeed': { method: 'POST', path: '/calendar/feed/' },
  'calendar.revokeFeed': { method: 'DELETE', path: '/calendar/feed/' },
  'calendar.feed': { method: 'GET', path: '/calendar/people/:token/' },

  'peerFeedback.list': { method: 'GET', path: `${peerFeedback}/` },
  'peerFeedback.give': { method: 'POST', path: `${peerFeedback}/` },
  'peerFeedback.requests': { method: 'GET', path: `${peerFeedback}/requests/` },
  'peerFeedback.request': { method: 'POST', path: `${peerFeedback}/requests/` },

  'colleagues.search': { method: 'GET', path: `${company}/colleagues/` },

  'praise.feed': { method: 'GET', path: `${praise}/` },
  'praise.create': { method: 'POST', path: `${praise}/` },
  'praise.react': { method: 'POST', path: `${praise}/:id/reactions/` },
  'praise.unreact': { method: 'DELETE', path: `${praise}/:id/reactions/:kind/` },
  'praise.hide': { method: 'POST', path: `${praise}/:id/hide/` },

  'forms.betweenReviews': { method: 'GET', path: `${forms}/:id/between_reviews/` },
  'analytics.praise': { method: 'GET', path: `${analytics}/praise/` },
  'analytics.oneOnOnes': { method: 'GET', path: `${analytics}/one_on_ones/` },

  'schema.document': { method: 'GET', path: '/schema/' },
  'schema.page': { method: 'GET', path: '/docs/' },
  'schema.asset': { method: 'GET', path: '/docs/static/:file' },

  'health.live': { method: 'GET', path: '/health/live/' },
  'health.ready': { method: 'GET', path: '/health/ready/' },

  'import.run': { method: 'POST', path: `${structure}/import/` },

  'apiTokens.list': { method: 'GET', path: `${company}/api_tokens/` },
  'apiTokens.create': { method: 'POST', path: `${company}/api_tokens/` },
  'apiTokens.revoke': { method: 'POST', path: `${company}/api_tokens/:id/revoke/` },

  'personalData.export': { method: 'GET', path: `${personalData}/people/:id/export/` },
  'personalData.exportPdf': { method: 'GET', path: `${personalData}/people/:id/export/pdf/` },
  'personalData.erase': { method: 'POST', path: `${personalData}/people/:id/erase/` },
  'personalData.settings': { method: 'GET', path: `${personalData}/settings/` },
  'personalData.updateSettings': { method: 'PUT', path: `${personalData}/settings/` },
  'webhooks.list': { method: 'GET', path: `${webhooks}/endpoints/` },
  'webhooks.create': { method: 'POST', path: `${webhooks}/endpoints/` },
  'webhooks.update': { method: 'PATCH', path: `${webhooks}/endpoints/:id/` },
  'webhooks.delete': { method: 'DELETE', path: `${webhooks}/endpoints/:id/` },
  'webhooks.rotateSecret': { method: 'POST', path: `${webhooks}/endpoints/:id/rotate_secret/` },
  'webhooks.ping': { method: 'POST', path: `${webhooks}/endpoints/:id/ping/` },
  'webhooks.deliveries': { method: 'GET', path: `${webhooks}/endpoints/:id/deliveries/` },
  'webhooks.redeliver': { method: 'POST', path: `${webhooks}/deliveries/:id/redeliver/` },
  'webhooks.settings': { method: 'GET', path: `${webhooks}/settings/` },
  'webhooks.updateSettings': { method: 'PUT', path: `${webhooks}/settings/` },
  'chatSettings.get': { method: 'GET', path: `${company}/chat_settings/` },
  'chatSettings.update': { method: 'PUT', path: `${company}/chat_settings/` },
  'audit.list': { method: 'GET', path: `${company}/audit_log/` },
  'audit.actors': { method: 'GET', path: `${company}/audit_log/actors/` },
  'audit.export': { method: 'GET', path: `${company}/audit_log/export/` },
} as const satisfies Record<string, { method: Method; path: string }>;

export type RouteName = keyof typeof routes;
export type PathOf<N extends RouteName> = (typeof routes)[N]['path'];

/** The names of a path's `:name` segments: `'/a/:companyId/b/:id/'` gives `'companyId' | 'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path needs, one for each `:name` segment. */
export type ParamsOf<N extends RouteName> = Record<PathParams<PathOf<N>>, string | number>;

/** A route's path with its `:name` segments filled in (each value URI-encoded), without the `/api` root. */
export function pathOf<N extends RouteName>(name: N, params: ParamsOf<N>): string {
  return fillPath(routes[name].path, params);
}

/** A path pattern with its `:name` segments filled in from `params`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}
