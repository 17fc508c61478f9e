import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { resourcesEn } from '../features/settings/messages/resources.ts';
import { agreementsEn } from '../features/settings/messages/agreements.ts';
import { aiEn } from '../features/ai/messages.ts';
import { analyticsEn, exportsEn } from '../features/analytics/messages.ts';
import { calibrationEn } from '../features/calibration/messages/calibration.ts';
import { goalsSharedEn } from '../features/goals/sharedMessages.ts';
import { oneOnOnesMenuEn } from '../features/oneonones/menuMessages.ts';
import { templateBuilderMenuEn } from '../features/templates/builder/menuMessages.ts';
import { recognitionMenuEn } from '../features/recognition/menuMessages.ts';
import { notificationsEn } from '../features/notifications/messages/notifications.ts';
import { nudgeEn } from '../features/notifications/messages/nudge.ts';
import { review360AnswerEn } from '../features/review360/messages/answer.ts';
import { review360NominationEn } from '../features/review360/messages/nomination.ts';
import { review360ResultsEn } from '../features/review360/messages/results.ts';
import { review360StatesEn } from '../features/review360/messages/states.ts';
import { review360SettingsEn } from '../features/review360/messages/settings.ts';
import { formEn } from '../features/forms/messages/form.ts';
import { formTemplateEn } from '../features/forms/messages/template.ts';
import { employeeEn, managerEn, periodsEn, reviewEn } from '../features/forms/messages/dashboards.ts';
import { teamGoalsEn } from '../features/forms/messages/teamGoals.ts';
import { acknowledgementEn } from '../features/forms/messages/acknowledgement.ts';
import { structureEn } from '../features/structure/messages/structure.ts';
import { competenciesEn } from '../features/templates/competencies/messages.ts';
import { apiTokensEn } from '../features/apitokens/messages.ts';
import { personalDataEn } from '../features/personaldata/messages.ts';
import { webhooksEn } from '../features/webhooks/messages.ts';
import { auditEn } from '../features/audit/messages.ts';
import { chatEn } from '../features/chat/messages.ts';
import { calendarEn } from '../features/calendar/messages.ts';
import { timeZonesEn } from '../features/timezones/messages.ts';
import { ratingScalesEn } from '../features/templates/scales/messages.ts';
import { staffEn } from './staff.ts';
import { discardEn } from './discard.ts';
import { accessEn, createTitlesEn, noticesEn, withCreateTitles } from './access.ts';
import type { AppMessages } from './ru.ts';

export const appEn: AppMessages = {
  name: 'Performance review',
  loading: 'Loading…',
  retry: 'Retry',
  home: 'Home',
  errors: {
    network: 'Cannot reach the server. Check your connection and try again.',
    stale_version: 'Someone else changed this record. Reload the page to see the current version.',
    chunk_failed: 'The page could not be loaded. Check your connection and try again.',
    chunk_timeout: 'The page is taking too long to load. Try again.',
    screen_failed: 'Something went wrong on this page.',
    load_failed: 'The data could not be loaded.',
    reconnecting: 'No connection to the server, retrying…',
    date_incomplete: 'Enter the whole date: day, month and year.',
  },
  auth: {
    title: 'Sign in',
    redirecting: 'Taking you to the sign-in page…',
    sign_in: 'Sign in',
    session_ended: 'Your session has expired — sign in again, what you typed will be kept',
    sign_in_again: 'Sign in again',
    sign_in_with: 'Sign in with %{provider}',
    try_again: 'Try again',
    signed_out: 'You have signed out.',
    logging_out: 'Signing out…',
    no_providers: 'Sign-in is not configured. Contact your administrator.',
    demo_title: 'Demo access',
    demo_as: {
      employee: 'Sign in as employee',
      manager: 'Sign in as manager',
      admin: 'Sign in as admin',
    },
    errors: {
      default: 'Sign-in failed. Please try again.',
    },
  },
  impersonation: {
    banner: 'You are acting as %{name} (signed in as %{impersonator}).',
    stop: 'Back to my account',
  },
  root: {
    no_company_title: 'You are not a member of any company yet',
    no_company_text: 'Ask your company administrator to add you, or sign in with another account.',
    redirecting: 'Opening the users service…',
    sign_out: 'Sign out',
  },
  company: {
    not_found: 'The company was not found or you have no access to it.',
    switch: 'Switch company',
    switch_from: 'Switch company: %{name}',
    current: 'Company: %{name}',
    roles: { MANAGER: 'Manager', EMPLOYEE: 'Employee' },
    admin: 'admin',
  },
  user_menu: 'Profile: %{name}',
  language: { label: 'Language', current: 'Language: %{name}', ru: 'Русский', en: 'English' },
  menu: {
    dashboard: 'Home',
    performance_review: 'Performance review',
    employee_dashboard: 'My review',
    manager_dashboard: 'Team reviews',
    settings: 'Settings',
  },
  dashboard: {
    title: 'Home',
    employees: 'Employees',
    departments: 'Departments',
    active_period: 'Active period',
    no_active_period: 'No active review period',
    period_dates: '%{start} – %{end}',
    deadline_self: 'Self-assessment by',
    deadline_manager: 'Manager assessment by',
    deadline_feedback: 'Feedback by',
    forms_by_stage: 'Forms by stage',
    apps: 'Sections',
    tasks: 'My tasks',
    no_tasks: 'No tasks — all done.',
    due: 'by %{date}',
    overdue: 'overdue',
  },
  apps: {
    performance_review: 'Performance review',
    settings: 'Settings',
    manager_dashboard: 'Team reviews',
    employee_dashboard: 'My review',
  },
  tasks: {
    fill_self_assessment: 'Fill in your self-assessment',
    assess_employee: 'Assess %{employee}',
    write_feedback: 'Write feedback for %{employee}',
    answer_feedback: "Answer your manager's feedback",
    create_period: 'Create a review period',
    launch_period: 'Launch the review period',
  },
  stages: { SELF: 'Self-assessment', MANAGER: 'Manager assessment', FEEDBACK: 'Feedback', COMPLETE: 'Complete' },
  feedback: {
    button: 'Product feedback',
    title: 'Product feedback',
    text: 'What should we improve?',
    send: 'Send',
    sent: 'Thank you! Your feedback was sent.',
  },
  pagination: { range_capped: '%{from}–%{to} of more than %{total}' },
  form: formEn,
  form_template: formTemplateEn,
  manager: managerEn,
  team_goals: teamGoalsEn,
  employee: employeeEn,
  ack: acknowledgementEn,
  periods: periodsEn,
  agreements: agreementsEn,
  structure: structureEn,
  rating_scales: ratingScalesEn,
  competencies: competenciesEn,
  api_tokens: apiTokensEn,
  personal_data: personalDataEn,
  webhooks: webhooksEn,
  audit: auditEn,
  chat: chatEn,
  calendar: calendarEn,
  time_zones: timeZonesEn,
  staff: staffEn,
  discard: discardEn,
  ai: aiEn,
  analytics: analyticsEn,
  exports: exportsEn,
  calibration: calibrationEn,
  goals: goalsSharedEn,
  one_on_ones: oneOnOnesMenuEn,
  template_builder: templateBuilderMenuEn,
  recognition: recognitionMenuEn,
  notifications: notificationsEn,
  nudge: nudgeEn,
  review360: {
    settings: review360SettingsEn,
    nomination: review360NominationEn,
    answer: review360AnswerEn,
    results: review360ResultsEn,
    states: review360StatesEn,
  },
  access: accessEn,
  notices: noticesEn,
  review: reviewEn,
  settings: {
    title: 'Settings',
    values: 'Company values employees are assessed against.',
    periods: 'Review periods, stage deadlines and launch.',
    agreements: 'Goals agreed between managers and employees.',
    hipo_skills: 'Skills that identify high potential.',
    structure: 'Departments, people and their managers; import from a file.',
    not_configured_title: 'This section is not configured yet',
    not_configured_text: 'This section is not available yet. The other settings work as usual.',
  },
  values: {
    move_up: 'Move up',
    move_down: 'Move down',
    reordered: 'The order of values was saved',
    active: 'Active',
    inactive: 'Inactive',
  },
};

export const en: TranslationMessages = {
  ...englishMessages,
  app: appEn,
  resources: withCreateTitles(resourcesEn, createTitlesEn),
};
