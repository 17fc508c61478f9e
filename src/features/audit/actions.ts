/**
 * The action filter's choices, grouped: an area (`person` matches every `person.*`) or an exact action where its
 * area holds no other (`impersonate_start`). Their labels are `app.audit.area.<value>` or `app.audit.action.<value>`.
 */
export const ACTION_GROUPS = [
  { group: 'structure', values: ['person', 'department', 'departments', 'job_families', 'structure'] },
  { group: 'periods', values: ['assessment_periods'] },
  { group: 'forms', values: ['forms', 'form', 'templates', 'scales', 'competencies', 'agreement', 'goal'] },
  { group: 'reviews', values: ['calibration', 'nine_box', 'review360', 'feedback', 'praise', 'oneOnOnes', 'ai'] },
  { group: 'tokens', values: ['api_token'] },
  { group: 'webhooks', values: ['webhook'] },
  { group: 'impersonation', values: ['impersonate_start', 'impersonate_stop'] },
  { group: 'settings', values: ['chat_settings', 'company', 'notification', 'notifications', 'export'] },
] as const;

/** The filter's values that are exact actions rather than areas. */
export const EXACT_ACTIONS: ReadonlySet<string> = new Set(['impersonate_start', 'impersonate_stop']);

/** The objects a row may be about, for the object filter (`target_type`); labels are `app.audit.target.<type>`. */
export const TARGET_TYPES = [
  'employee_in_position',
  'membership',
  'user',
  'department',
  'departments',
  'job_families',
  'assessment_periods',
  'assessment_form',
  'forms',
  'templates',
  'scales',
  'competencies',
  'calibration',
  'agreement',
  'goal',
  'api_token',
  'webhook_endpoint',
  'webhook_delivery',
  'company',
  'notification',
  'export_job',
] as const;
