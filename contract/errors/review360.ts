import type { Texts } from './types.ts';

/** 360 feedback: its settings, the nomination of reviewers, answering. */
export const review360Errors = {
  review360_not_enabled: {
    ru: 'Для этого периода обратная связь 360 не включена.',
    en: '360 feedback is not turned on for this period.',
  },
  review360_closed: {
    ru: 'Сбор обратной связи 360 по этому сотруднику уже завершён.',
    en: 'Collecting 360 feedback on this person has already closed.',
  },
  review360_questions_frozen: {
    ru: 'Запросы уже отправлены: вопросы больше нельзя менять.',
    en: 'Requests have gone out: the questions can no longer change.',
  },
  review360_value_required: {
    ru: 'Выберите ценность компании для этого вопроса.',
    en: 'Choose the company value this question asks about.',
  },
  review360_text_required: {
    ru: 'Напишите текст вопроса.',
    en: 'Write the question.',
  },
  review360_min_above_max: {
    ru: 'Минимум не может быть больше максимума (%{max}).',
    en: 'The minimum cannot exceed the maximum (%{max}).',
  },
  review360_reviewer_self: {
    ru: 'Сотрудник не может оценивать сам себя в обратной связи 360.',
    en: 'A person cannot review themselves in 360 feedback.',
  },
  review360_reviewer_duplicate: {
    ru: 'Этот коллега уже в списке.',
    en: 'This colleague is already on the list.',
  },
  review360_reviewer_day_over: {
    ru: 'Срок ответа для этого коллеги уже прошёл по его часовому поясу: выберите другого.',
    en: "This colleague's time to answer has already run out in their time zone: choose someone else.",
  },
  review360_reviewer_full: {
    ru: 'У этого коллеги уже %{max} запросов в этом периоде: выберите другого.',
    en: 'This colleague already has %{max} requests this period: choose someone else.',
  },
  review360_too_many_reviewers: {
    ru: 'Не больше %{max} оценщиков.',
    en: 'At most %{max} reviewers.',
  },
  review360_too_few_reviewers: {
    ru: 'Нужно не меньше %{min} оценщиков.',
    en: 'At least %{min} reviewers are needed.',
  },
  review360_not_nominator: {
    ru: 'Сейчас вы не можете менять список оценщиков этого сотрудника.',
    en: "You cannot change this person's reviewers now.",
  },
  review360_wrong_status: {
    ru: 'Список оценщиков уже в другом состоянии. Обновите страницу.',
    en: 'The list of reviewers has moved on. Reload the page.',
  },
  review360_request_sent: {
    ru: 'Запрос уже отправлен оценщику: его нельзя убрать.',
    en: 'The request has gone out to the reviewer: it cannot be removed.',
  },
  review360_threshold_frozen: {
    ru: 'Запросы уже отправлены: порог анонимности больше нельзя менять.',
    en: 'Requests have gone out: the anonymity threshold can no longer change.',
  },
  review360_deadline_released: {
    ru: 'Результаты 360 уже открыты: срок нельзя продлить.',
    en: '360 results have already been released: the deadline cannot be extended.',
  },
  review360_request_not_open: {
    ru: 'На этот запрос уже нельзя ответить.',
    en: 'This request can no longer be answered.',
  },
  review360_impersonation: {
    ru: 'В режиме имперсонации ответы обратной связи 360 недоступны.',
    en: '360 answers are not available while acting as another user.',
  },
  review360_unknown_question: {
    ru: 'Такого вопроса нет в этом запросе.',
    en: 'This request has no such question.',
  },
  review360_grade_required: {
    ru: 'Поставьте оценку.',
    en: 'Give a grade.',
  },
  review360_staff_only: {
    ru: 'Это видят только администраторы и руководители.',
    en: 'Only administrators and managers can see this.',
  },
  review360_no_form: {
    ru: 'В этом периоде у вас нет анкеты, поэтому обратная связь 360 для вас не собирается.',
    en: 'You have no review form in this period, so no 360 feedback is collected for you.',
  },
} satisfies Record<string, Texts>;
