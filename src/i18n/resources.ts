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
  'settings/values': { name: 'Ценность |||| Ценности компании |||| Ценности компании', fields: valueFieldsRu },
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
      q: 'Поиск',
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
      q: 'Search',
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
  },
};
