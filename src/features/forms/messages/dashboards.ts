import { firstPaintEn, firstPaintRu } from '../../../../contract/first-paint.ts';

/**
 * Messages of the review dashboards and their period choices (app.review.*, app.manager.*, app.employee.*,
 * app.periods.*). The server's first paint of the dashboards reads app.review.* too (server/src/http/first-paint.ts).
 */
export const managerRu = {
  delegate: 'Передать оценку',
  period: 'Период',
  department: 'Подразделение',
  all_departments: 'Все подразделения',
  all_periods: 'Все периоды',
  search: 'Поиск по имени',
  stage_filter: 'Фильтр по этапу',
  select_all: 'Выбрать все на странице',
  forms_table: 'Анкеты сотрудников',
  no_forms: 'Анкет по этим условиям нет.',
  delegate_count: 'Передать оценку (%{count})',
  delegate_help: 'Выбранные анкеты будет оценивать другой руководитель. Завершённые анкеты передать нельзя.',
  delegate_revoke_hint:
    'Передачу можно отменить: «Вернуть себе» в истории анкеты, пока анкета на этапе самооценки или оценки руководителя.',
  no_delegates: 'Подходящих руководителей нет',
  launch: 'Запустить оценку',
  launch_short: 'Запустить',
  launch_period: 'Запустить оценку: %{name}',
  delegate_title:
    'Передать оценку %{smart_count} сотрудника другому руководителю |||| Передать оценку %{smart_count} сотрудников другому руководителю |||| Передать оценку %{smart_count} сотрудников другому руководителю',
  delegate_to: 'Кому передать',
  delegated: 'Передано анкет: %{smart_count}',
  employees_filter: 'Сотрудники',
  employees_all: 'Все',
  employees_active: 'Работающие',
  employees_inactive: 'Деактивированные',
  inactive: 'Деактивирован',
  inactive_hint: 'Сотрудник деактивирован, анкета осталась в списке',
  progress: '%{done} из %{total}',
  progress_hint: {
    self: 'Сотрудник заполнил %{done} из %{total} пунктов',
    manager: 'Руководитель заполнил %{done} из %{total} пунктов',
  },
  select_blocked: {
    complete: 'Завершённую анкету передать нельзя',
    not_reviewer: 'Передать может только тот, кто оценивает эту анкету',
  },
  launch_title: 'Запуск оценки',
  launch_who: 'Кому создать анкеты',
  who: { all: 'Всем сотрудникам', departments: 'Подразделениям', people: 'Отдельным сотрудникам' },
  departments_pick: 'Подразделения (вместе с вложенными)',
  people_pick: 'Сотрудники',
  people_search: 'Начните вводить имя',
  no_options: 'Ничего не найдено',
  period_draft: '%{name} (черновик)',
  no_open_periods: 'Открытых периодов нет: создайте период в настройках.',
  preview_loading: 'Проверяем, кто получит анкету…',
  preview_choose: 'Выберите, кому создать анкеты.',
  preview_forms: 'Получат анкету: %{smart_count}',
  preview_skipped: 'Будут пропущены: %{smart_count}',
  preview_more: 'и ещё %{smart_count}',
  reviewer_of: 'оценивает %{name}',
  template_of: 'шаблон «%{name}»',
  launch_submit: 'Создать анкеты (%{smart_count})',
  launched_created: 'Создано анкет: %{smart_count}',
  launched_skipped: 'Пропущены: %{smart_count}',
  columns: {
    employee: 'Сотрудник',
    position: 'Должность',
    department: 'Подразделение',
    stage: 'Этап',
    self_progress: 'Самооценка, заполнено',
    manager_progress: 'Оценка руководителя, заполнено',
    deadline: 'Срок этапа',
    reviewer: 'Оценивает',
  },
};

export const managerEn: typeof managerRu = {
  delegate: 'Hand over',
  period: 'Period',
  department: 'Department',
  all_departments: 'All departments',
  all_periods: 'All periods',
  search: 'Search by name',
  stage_filter: 'Stage filter',
  select_all: 'Select all on the page',
  forms_table: "Your people's forms",
  no_forms: 'No forms match these filters.',
  delegate_count: 'Hand over (%{count})',
  delegate_help: 'Another manager will assess the chosen forms. Completed forms cannot be handed over.',
  delegate_revoke_hint:
    'A hand-over can be undone with “Take it back” in the form history while the form is at the self-assessment or manager assessment stage.',
  no_delegates: 'No managers found',
  launch: 'Launch the review',
  launch_short: 'Launch',
  launch_period: 'Launch the review: %{name}',
  delegate_title:
    "Hand over %{smart_count} person's review to another manager |||| Hand over %{smart_count} people's reviews to another manager",
  delegate_to: 'Hand over to',
  delegated: 'Forms handed over: %{smart_count}',
  employees_filter: 'Employees',
  employees_all: 'All',
  employees_active: 'Active',
  employees_inactive: 'Deactivated',
  inactive: 'Deactivated',
  inactive_hint: 'The employee is deactivated; the form stays in the list',
  progress: '%{done} of %{total}',
  progress_hint: {
    self: 'The employee has filled in %{done} of %{total} items',
    manager: 'The manager has filled in %{done} of %{total} items',
  },
  select_blocked: {
    complete: 'A completed form cannot be handed over',
    not_reviewer: 'Only the reviewer of this form can hand it over',
  },
  launch_title: 'Launch the review',
  launch_who: 'Create forms for',
  who: { all: 'Every employee', departments: 'Departments', people: 'Chosen people' },
  departments_pick: 'Departments (with their sub-departments)',
  people_pick: 'Employees',
  people_search: 'Start typing a name',
  no_options: 'Nothing found',
  period_draft: '%{name} (draft)',
  no_open_periods: 'No open periods: create one in the settings.',
  preview_loading: 'Checking who gets a form…',
  preview_choose: 'Choose whom to create forms for.',
  preview_forms: 'Get a form: %{smart_count}',
  preview_skipped: 'Skipped: %{smart_count}',
  preview_more: 'and %{smart_count} more',
  reviewer_of: 'reviewed by %{name}',
  template_of: 'template “%{name}”',
  launch_submit: 'Create forms (%{smart_count})',
  launched_created: 'Forms created: %{smart_count}',
  launched_skipped: 'Skipped: %{smart_count}',
  columns: {
    employee: 'Employee',
    position: 'Position',
    department: 'Department',
    stage: 'Stage',
    self_progress: 'Self-assessment, filled in',
    manager_progress: 'Manager assessment, filled in',
    deadline: 'Stage deadline',
    reviewer: 'Reviewer',
  },
};

export const employeeRu = {
  ...firstPaintRu.agreements,
  no_agreements: 'Договорённостей на этот период пока нет.',
  no_past_forms: 'Прошлых анкет нет.',
  agreement_status: { new: 'Новая', in_progress: 'В работе', done: 'Выполнена', cancelled: 'Отменена' },
  todo: {
    submit: 'Всё заполнено — отправьте анкету руководителю.',
    wait_manager: 'Анкета у руководителя: ждём его оценку.',
    wait_complete: 'Ваш ответ сохранён. Руководитель завершит оценку.',
    complete: 'Оценка завершена.',
  },
};

export const employeeEn: typeof employeeRu = {
  ...firstPaintEn.agreements,
  no_agreements: 'No agreements for this period yet.',
  no_past_forms: 'No past forms.',
  agreement_status: { new: 'New', in_progress: 'In progress', done: 'Done', cancelled: 'Cancelled' },
  todo: {
    submit: 'Everything is filled in — submit the form to your manager.',
    wait_manager: 'The form is with your manager: waiting for their assessment.',
    wait_complete: 'Your answer is saved. Your manager will complete the review.',
    complete: 'The review is complete.',
  },
};

export const periodsRu = {
  status: { draft: 'Черновик', active: 'Активен', closed: 'Закрыт' },
  form_type: { SMPL: 'Простая (ценности и результаты)', STND: 'Стандартная (+ договорённости и HiPo)' },
};

export const periodsEn: typeof periodsRu = {
  status: { draft: 'Draft', active: 'Active', closed: 'Closed' },
  form_type: { SMPL: 'Simple (values and results)', STND: 'Standard (+ agreements and HiPo)' },
};

export const reviewRu = {
  title: 'Оценка эффективности',
  employee_dashboard: firstPaintRu.employee_dashboard,
  form: 'Анкета оценки',
  manager_dashboard: firstPaintRu.manager_dashboard,
  my_form: 'Моя анкета',
  my_form_stage: 'Этап: %{stage}',
  no_form: 'В текущем периоде анкеты для вас нет.',
  reviewing: 'Анкет на вашей оценке: %{count}',
  open_form: 'Открыть анкету',
};

export const reviewEn: typeof reviewRu = {
  title: 'Performance review',
  employee_dashboard: firstPaintEn.employee_dashboard,
  form: 'Review form',
  manager_dashboard: firstPaintEn.manager_dashboard,
  my_form: 'My form',
  my_form_stage: 'Stage: %{stage}',
  no_form: 'You have no form in the current period.',
  reviewing: 'Forms awaiting your review: %{count}',
  open_form: 'Open the form',
};
