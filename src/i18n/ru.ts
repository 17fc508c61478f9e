import type { TranslationMessages } from 'react-admin';
import russianMessages from 'ra-language-russian';
import { resourcesRu } from '../features/settings/messages/resources.ts';
import { agreementsRu } from '../features/settings/messages/agreements.ts';
import { aiRu } from '../features/ai/messages.ts';
import { analyticsRu, exportsRu } from '../features/analytics/messages.ts';
import { calibrationRu } from '../features/calibration/messages/calibration.ts';
import { goalsSharedRu } from '../features/goals/sharedMessages.ts';
import { oneOnOnesMenuRu } from '../features/oneonones/menuMessages.ts';
import { templateBuilderMenuRu } from '../features/templates/builder/menuMessages.ts';
import { recognitionMenuRu } from '../features/recognition/menuMessages.ts';
import { notificationsRu } from '../features/notifications/messages/notifications.ts';
import { nudgeRu } from '../features/notifications/messages/nudge.ts';
import { review360AnswerRu } from '../features/review360/messages/answer.ts';
import { review360NominationRu } from '../features/review360/messages/nomination.ts';
import { review360ResultsRu } from '../features/review360/messages/results.ts';
import { review360StatesRu } from '../features/review360/messages/states.ts';
import { review360SettingsRu } from '../features/review360/messages/settings.ts';
import { formRu } from '../features/forms/messages/form.ts';
import { formTemplateRu } from '../features/forms/messages/template.ts';
import { employeeRu, managerRu, periodsRu, reviewRu } from '../features/forms/messages/dashboards.ts';
import { teamGoalsRu } from '../features/forms/messages/teamGoals.ts';
import { acknowledgementRu } from '../features/forms/messages/acknowledgement.ts';
import { structureRu } from '../features/structure/messages/structure.ts';
import { competenciesRu } from '../features/templates/competencies/messages.ts';
import { apiTokensRu } from '../features/apitokens/messages.ts';
import { personalDataRu } from '../features/personaldata/messages.ts';
import { webhooksRu } from '../features/webhooks/messages.ts';
import { auditRu } from '../features/audit/messages.ts';
import { chatRu } from '../features/chat/messages.ts';
import { calendarRu } from '../features/calendar/messages.ts';
import { timeZonesRu } from '../features/timezones/messages.ts';
import { ratingScalesRu } from '../features/templates/scales/messages.ts';
import { staffRu } from './staff.ts';
import { discardRu } from './discard.ts';
import { accessRu, createTitlesRu, noticesRu, withCreateTitles } from './access.ts';

export const appRu = {
  name: 'Оценка эффективности',
  loading: 'Загрузка…',
  retry: 'Повторить',
  home: 'На главную',
  errors: {
    network: 'Нет связи с сервером. Проверьте подключение и повторите попытку.',
    stale_version: 'Запись уже изменил кто-то другой. Обновите страницу, чтобы увидеть актуальную версию.',
    chunk_failed: 'Не удалось загрузить страницу. Проверьте подключение и повторите попытку.',
    chunk_timeout: 'Страница загружается слишком долго. Повторите попытку.',
    screen_failed: 'На странице произошла ошибка.',
    load_failed: 'Не удалось загрузить данные.',
    reconnecting: 'Нет связи с сервером, повторяем…',
    date_incomplete: 'Введите дату полностью: день, месяц и год.',
  },
  auth: {
    title: 'Вход в систему',
    redirecting: 'Переходим на страницу входа…',
    sign_in: 'Войти',
    session_ended: 'Сессия истекла — войдите снова, введённое сохранится',
    sign_in_again: 'Войти снова',
    sign_in_with: 'Войти через %{provider}',
    try_again: 'Попробовать снова',
    signed_out: 'Вы вышли из системы.',
    logging_out: 'Выходим из системы…',
    no_providers: 'Вход не настроен. Обратитесь к администратору.',
    demo_title: 'Демо-доступ',
    demo_as: {
      employee: 'Войти как сотрудник',
      manager: 'Войти как руководитель',
      admin: 'Войти как администратор',
    },
    errors: {
      default: 'Не удалось войти. Попробуйте ещё раз.',
    },
  },
  impersonation: {
    banner: 'Вы работаете от имени пользователя %{name} (вы вошли как %{impersonator}).',
    stop: 'Вернуться к своему аккаунту',
  },
  root: {
    no_company_title: 'Вы пока не состоите ни в одной компании',
    no_company_text: 'Попросите администратора вашей компании добавить вас или войдите под другим аккаунтом.',
    redirecting: 'Открываем сервис пользователей…',
    sign_out: 'Выйти',
  },
  company: {
    not_found: 'Компания не найдена или у вас нет к ней доступа.',
    switch: 'Сменить компанию',
    switch_from: 'Сменить компанию: %{name}',
    current: 'Компания: %{name}',
    roles: { MANAGER: 'Руководитель', EMPLOYEE: 'Сотрудник' },
    admin: 'администратор',
  },
  user_menu: 'Профиль: %{name}',
  language: { label: 'Язык', current: 'Язык: %{name}', ru: 'Русский', en: 'English' },
  menu: {
    dashboard: 'Главная',
    performance_review: 'Оценка эффективности',
    employee_dashboard: 'Моя оценка',
    manager_dashboard: 'Оценка команды',
    settings: 'Настройки',
  },
  dashboard: {
    title: 'Главная',
    employees: 'Сотрудники',
    departments: 'Подразделения',
    active_period: 'Активный период',
    no_active_period: 'Активного периода оценки нет',
    period_dates: '%{start} — %{end}',
    deadline_self: 'Самооценка до',
    deadline_manager: 'Оценка руководителя до',
    deadline_feedback: 'Обратная связь до',
    forms_by_stage: 'Анкеты по этапам',
    apps: 'Разделы',
    tasks: 'Мои задачи',
    no_tasks: 'Задач нет — всё сделано.',
    due: 'до %{date}',
    overdue: 'просрочено',
  },
  apps: {
    performance_review: 'Оценка эффективности',
    settings: 'Настройки',
    manager_dashboard: 'Оценка команды',
    employee_dashboard: 'Моя оценка',
  },
  tasks: {
    fill_self_assessment: 'Заполнить самооценку',
    assess_employee: 'Оценить сотрудника: %{employee}',
    write_feedback: 'Написать обратную связь: %{employee}',
    answer_feedback: 'Ответить на обратную связь руководителя',
    create_period: 'Создать период оценки',
    launch_period: 'Запустить период оценки',
  },
  stages: { SELF: 'Самооценка', MANAGER: 'Оценка руководителя', FEEDBACK: 'Обратная связь', COMPLETE: 'Завершено' },
  feedback: {
    button: 'Отзыв о продукте',
    title: 'Отзыв о продукте',
    text: 'Что нам улучшить?',
    send: 'Отправить',
    sent: 'Спасибо! Отзыв отправлен.',
  },
  pagination: { range_capped: '%{from}–%{to} из более чем %{total}' },
  form: formRu,
  form_template: formTemplateRu,
  manager: managerRu,
  team_goals: teamGoalsRu,
  employee: employeeRu,
  ack: acknowledgementRu,
  periods: periodsRu,
  agreements: agreementsRu,
  structure: structureRu,
  rating_scales: ratingScalesRu,
  competencies: competenciesRu,
  api_tokens: apiTokensRu,
  personal_data: personalDataRu,
  webhooks: webhooksRu,
  audit: auditRu,
  chat: chatRu,
  calendar: calendarRu,
  time_zones: timeZonesRu,
  staff: staffRu,
  discard: discardRu,
  ai: aiRu,
  analytics: analyticsRu,
  exports: exportsRu,
  calibration: calibrationRu,
  goals: goalsSharedRu,
  one_on_ones: oneOnOnesMenuRu,
  template_builder: templateBuilderMenuRu,
  recognition: recognitionMenuRu,
  notifications: notificationsRu,
  nudge: nudgeRu,
  review360: {
    settings: review360SettingsRu,
    nomination: review360NominationRu,
    answer: review360AnswerRu,
    results: review360ResultsRu,
    states: review360StatesRu,
  },
  access: accessRu,
  notices: noticesRu,
  review: reviewRu,
  settings: {
    title: 'Настройки',
    values: 'Ценности компании, по которым оцениваются сотрудники.',
    periods: 'Периоды оценки, сроки этапов и их запуск.',
    agreements: 'Договорённости руководителей и сотрудников.',
    hipo_skills: 'Навыки, по которым определяется высокий потенциал.',
    structure: 'Подразделения, сотрудники и их руководители; импорт из файла.',
    not_configured_title: 'Раздел ещё не настроен',
    not_configured_text: 'Этот раздел пока недоступен. Остальные настройки работают как обычно.',
  },
  values: {
    move_up: 'Поднять выше',
    move_down: 'Опустить ниже',
    reordered: 'Порядок ценностей сохранён',
    active: 'Активные',
    inactive: 'Неактивные',
  },
};

export type AppMessages = typeof appRu;

export const ru: TranslationMessages = {
  ...russianMessages,
  ra: {
    ...russianMessages.ra,
    guesser: { empty: { title: 'Нет данных', message: 'Проверьте источник данных' } },
    page: {
      ...russianMessages.ra.page,
      edit: '%{name} «%{recordRepresentation}»',
      show: '%{name} «%{recordRepresentation}»',
    },
    message: {
      ...russianMessages.ra.message,
      delete_content: 'Вы уверены, что хотите удалить этот объект?',
      delete_title: 'Удалить %{name} «%{recordRepresentation}»',
    },
  },
  app: appRu,
  resources: withCreateTitles(resourcesRu, createTitlesRu),
};
