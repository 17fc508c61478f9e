// Russian has three plural forms (1, 2-4, 5+), so Russian names list all three.
// Resource and field names, keyed by the react-admin resource name (its route, see resources/registry.ts).

const valueFieldsRu = {
  name: 'Название',
  description: 'Описание',
  order: 'Порядок',
  is_active: 'Активна',
  created_at: 'Создана',
  updated_at: 'Изменена',
  q: 'Поиск',
};

export const resourcesRu = {
  'settings/values': {
    name: 'Ценность |||| Ценности компании |||| Ценности компании',
    fields: valueFieldsRu,
    delete_blocked:
      'Ценность оценивается в %{smart_count} анкете, удалить её нельзя. Сделайте её неактивной. |||| Ценность оценивается в %{smart_count} анкетах, удалить её нельзя. Сделайте её неактивной. |||| Ценность оценивается в %{smart_count} анкетах, удалить её нельзя. Сделайте её неактивной.',
  },
  'settings/performance-review-periods': {
    name: 'Период оценки |||| Периоды оценки |||| Периоды оценки',
    fields: {
      name: 'Название',
      start_date: 'Начало',
      self_deadline: 'Самооценка до',
      manager_deadline: 'Оценка руководителя до',
      feedback_deadline: 'Обратная связь до',
      end_date: 'Окончание',
      status: 'Статус',
      form_type: 'Тип анкеты',
      forms_count: 'Анкет',
      updated_at: 'Изменён',
      q: 'Поиск',
    },
    delete_blocked_forms:
      'В периоде %{smart_count} анкета, удалить его нельзя. Закройте его. |||| В периоде %{smart_count} анкеты, удалить его нельзя. Закройте его. |||| В периоде %{smart_count} анкет, удалить его нельзя. Закройте его.',
    delete_blocked_agreements:
      'К периоду привязана %{smart_count} договорённость, удалить его нельзя, пока она есть. |||| К периоду привязаны %{smart_count} договорённости, удалить его нельзя, пока они есть. |||| К периоду привязаны %{smart_count} договорённостей, удалить его нельзя, пока они есть.',
    one_active: 'Активным может быть только один период. Сейчас активен «%{name}»: сначала закройте его.',
    templates: {
      title: 'Шаблоны анкет',
      default: 'Шаблон по умолчанию',
      built_in: 'Встроенный шаблон типа анкеты',
      default_hint: 'Его получат все, к кому не подходит ни одно правило ниже.',
      rules: 'Правила',
      rules_hint:
        'Отделу (вместе с его подотделами) или семейству должностей — другой шаблон. Выберите что-то одно: отдел или семейство. Действует первое подходящее правило.',
      department: 'Отдел',
      job_family: 'Семейство должностей',
      none: 'Не выбрано',
      template: 'Шаблон',
    },
    confirm: {
      title: 'Сохранить изменения периода «%{name}»?',
      close:
        'Период будет закрыт. %{smart_count} незавершённая анкета станет доступна только для чтения: её нельзя будет заполнить и передать на следующий этап. |||| Период будет закрыт. %{smart_count} незавершённые анкеты станут доступны только для чтения: их нельзя будет заполнить и передать на следующий этап. |||| Период будет закрыт. %{smart_count} незавершённых анкет станут доступны только для чтения: их нельзя будет заполнить и передать на следующий этап.',
      close_done: 'Период будет закрыт. Все его анкеты уже завершены, они останутся доступны для чтения.',
      reopen: 'Администратор сможет снова открыть период.',
      form_type:
        'Тип анкеты сменится на «%{type}». Уже запущенная %{smart_count} анкета останется прежнего типа; новый тип получат только анкеты, запущенные после сохранения. |||| Тип анкеты сменится на «%{type}». Уже запущенные %{smart_count} анкеты останутся прежнего типа; новый тип получат только анкеты, запущенные после сохранения. |||| Тип анкеты сменится на «%{type}». Уже запущенные %{smart_count} анкет останутся прежнего типа; новый тип получат только анкеты, запущенные после сохранения.',
      confirm: 'Сохранить',
    },
  },
  'settings/agreements': {
    name: 'Договорённость |||| Договорённости |||| Договорённости',
    fields: {
      title: 'Название',
      employee: 'Сотрудник',
      period: 'Период',
      description: 'Описание',
      due_date: 'Срок',
      status: 'Статус',
      created_at: 'Создана',
      updated_at: 'Изменена',
      q: 'Поиск',
    },
    notifications: {
      created: 'Договорённость создана',
      updated: 'Договорённость сохранена',
      deleted: 'Договорённость удалена',
    },
  },
  'settings/hipo-skills': {
    name: 'Навык HiPo |||| Навыки HiPo |||| Навыки HiPo',
    fields: { ...valueFieldsRu, is_active: 'Активен', created_at: 'Создан', updated_at: 'Изменён' },
    delete_blocked:
      'Навык оценивается в %{smart_count} анкете, удалить его нельзя. Сделайте его неактивным. |||| Навык оценивается в %{smart_count} анкетах, удалить его нельзя. Сделайте его неактивным. |||| Навык оценивается в %{smart_count} анкетах, удалить его нельзя. Сделайте его неактивным.',
  },
};

export const resourcesEn: typeof resourcesRu = {
  'settings/values': {
    name: 'Value |||| Company values',
    fields: {
      name: 'Name',
      description: 'Description',
      order: 'Order',
      is_active: 'Active',
      created_at: 'Created',
      updated_at: 'Updated',
      q: 'Search',
    },
    delete_blocked:
      'This value is graded in %{smart_count} form and cannot be deleted. Make it inactive instead. |||| This value is graded in %{smart_count} forms and cannot be deleted. Make it inactive instead.',
  },
  'settings/performance-review-periods': {
    name: 'Review period |||| Review periods',
    fields: {
      name: 'Name',
      start_date: 'Start',
      self_deadline: 'Self-assessment by',
      manager_deadline: 'Manager assessment by',
      feedback_deadline: 'Feedback by',
      end_date: 'End',
      status: 'Status',
      form_type: 'Form type',
      forms_count: 'Forms',
      updated_at: 'Updated',
      q: 'Search',
    },
    delete_blocked_forms:
      'This period has %{smart_count} form and cannot be deleted. Close it instead. |||| This period has %{smart_count} forms and cannot be deleted. Close it instead.',
    delete_blocked_agreements:
      'This period has %{smart_count} agreement and cannot be deleted while it does. |||| This period has %{smart_count} agreements and cannot be deleted while they exist.',
    one_active: 'Only one period can be active. "%{name}" is active now: close it first.',
    templates: {
      title: 'Form templates',
      default: 'Default template',
      built_in: 'The form type’s built-in template',
      default_hint: 'Everyone no rule below matches gets it.',
      rules: 'Rules',
      rules_hint:
        'Another template for a department (with its sub-departments) or a job family. Choose one of them: a department or a family. The first matching rule applies.',
      department: 'Department',
      job_family: 'Job family',
      none: 'None',
      template: 'Template',
    },
    confirm: {
      title: 'Save the changes to "%{name}"?',
      close:
        'The period will be closed. %{smart_count} unfinished form will become read-only: nobody will be able to fill it in or move it to the next stage. |||| The period will be closed. %{smart_count} unfinished forms will become read-only: nobody will be able to fill them in or move them to the next stage.',
      close_done: 'The period will be closed. All its forms are complete already and stay readable.',
      reopen: 'An administrator can reopen the period later.',
      form_type:
        'The form type will change to "%{type}". The %{smart_count} form launched already keeps its type; only forms launched after saving get the new one. |||| The form type will change to "%{type}". The %{smart_count} forms launched already keep their type; only forms launched after saving get the new one.',
      confirm: 'Save',
    },
  },
  'settings/agreements': {
    name: 'Agreement |||| Agreements',
    fields: {
      title: 'Title',
      employee: 'Employee',
      period: 'Period',
      description: 'Description',
      due_date: 'Due date',
      status: 'Status',
      created_at: 'Created',
      updated_at: 'Updated',
      q: 'Search',
    },
    notifications: {
      created: 'Agreement created',
      updated: 'Agreement saved',
      deleted: 'Agreement deleted',
    },
  },
  'settings/hipo-skills': {
    name: 'Hipo skill |||| Hipo skills',
    fields: {
      name: 'Name',
      description: 'Description',
      order: 'Order',
      is_active: 'Active',
      created_at: 'Created',
      updated_at: 'Updated',
      q: 'Search',
    },
    delete_blocked:
      'This skill is graded in %{smart_count} form and cannot be deleted. Make it inactive instead. |||| This skill is graded in %{smart_count} forms and cannot be deleted. Make it inactive instead.',
  },
};
