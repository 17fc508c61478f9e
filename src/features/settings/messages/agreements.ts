// Agreements: the grid, the forms and the history timeline (app.agreements.*).
// Russian plurals list three forms (1, 2-4, 5+) wherever a count is shown.

export const agreementsRu = {
  history: 'История изменений',
  status: { new: 'Новая', in_progress: 'В работе', done: 'Выполнена', cancelled: 'Отменена' },
  empty: {
    title: 'Договорённостей пока нет',
    text: 'Договорённости — это цели, которые руководитель и сотрудник согласуют на период оценки: что сделать, к какому сроку. В анкете следующего периода сотрудник и руководитель оценивают, как они выполнены.',
    can_create: 'Нажмите «Создать», выберите сотрудника и период, опишите цель и срок.',
    read_only: 'Договорённости с вами заводит ваш руководитель — когда он это сделает, они появятся здесь.',
  },
  no_due_date: 'Без срока',
  due_date_hint: 'В пределах периода: с %{start} по %{end}',
  due_date_outside: 'Срок должен быть внутри периода: с %{start} по %{end}',
  no_people: 'Нет сотрудников, для которых вы можете завести договорённость',
  employee_hint: 'Сотрудники, которыми вы руководите',
  timeline: {
    created: 'Создана',
    updated: 'Изменена',
    by: '%{action} · %{user}',
    system: 'система',
    empty: 'Изменений пока нет.',
    more: 'Показать ещё %{smart_count} запись |||| Показать ещё %{smart_count} записи |||| Показать ещё %{smart_count} записей',
    employee_id: 'сотрудник № %{id}',
    period_id: 'период № %{id}',
  },
  errors: {
    stale:
      'Пока вы редактировали, эту договорённость сохранил кто-то другой. Введённое вами не потеряно, а поля, которые вы не меняли, теперь показывают сохранённые значения. Проверьте их и сохраните ещё раз.',
    people_failed: 'Не удалось загрузить список сотрудников',
    history_failed: 'Не удалось загрузить историю изменений',
  },
};

export const agreementsEn: typeof agreementsRu = {
  history: 'History of changes',
  status: { new: 'New', in_progress: 'In progress', done: 'Done', cancelled: 'Cancelled' },
  empty: {
    title: 'No agreements yet',
    text: 'Agreements are goals a manager and an employee agree on for a review period: what to achieve and by when. In the next period’s form the employee and the manager assess how they went.',
    can_create: 'Click “Create”, choose the employee and the period, and describe the goal and its due date.',
    read_only: 'Your manager sets agreements with you; they will appear here once they do.',
  },
  no_due_date: 'No due date',
  due_date_hint: 'Within the period: %{start} to %{end}',
  due_date_outside: 'The due date must fall within the period: %{start} to %{end}.',
  no_people: 'There is nobody you can set an agreement for',
  employee_hint: 'The people you manage',
  timeline: {
    created: 'Created',
    updated: 'Changed',
    by: '%{action} · %{user}',
    system: 'system',
    empty: 'No changes yet.',
    more: 'Show %{smart_count} more entry |||| Show %{smart_count} more entries',
    employee_id: 'employee #%{id}',
    period_id: 'period #%{id}',
  },
  errors: {
    stale:
      'Someone else saved this agreement while you were editing it. What you typed is kept, and the fields you did not change now show the saved values. Check them and save again.',
    people_failed: 'The list of people could not be loaded',
    history_failed: 'The history of changes could not be loaded',
  },
};
