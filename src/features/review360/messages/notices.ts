// The 360 feedback notices in the bell and on the notifications page (app.notifications.kinds.* and
// app.notifications.texts.*, spread into notifications.ts): the person reviewed is named, never who answered.

export const review360NoticeKindsRu = {
  review360_nomination: 'Обратная связь 360: список оценщиков на согласование',
  review360_request: 'Обратная связь 360: запрос коллеге',
  review360_reminder: 'Обратная связь 360: напоминание перед сроком',
  review360_closed: 'Обратная связь 360: результаты готовы',
};

export const review360NoticeKindsEn: typeof review360NoticeKindsRu = {
  review360_nomination: '360 feedback: a list of reviewers to approve',
  review360_request: '360 feedback: a request from a colleague',
  review360_reminder: '360 feedback: a reminder before the deadline',
  review360_closed: '360 feedback: results ready',
};

export const review360NoticeTextsRu = {
  review360_nomination: '%{employee}: список оценщиков 360 ждёт вашего согласования',
  review360_request: '%{employee}: запрос на обратную связь 360',
  review360_request_due: '%{employee}: запрос на обратную связь 360 — ответьте до %{deadline}',
  review360_reminder: '%{employee}: обратная связь 360 — срок через %{days}, %{deadline}',
  review360_reminder_today: '%{employee}: сегодня последний день ответить на запрос обратной связи 360',
  review360_closed: '%{employee}: результаты обратной связи 360 готовы',
};

export const review360NoticeTextsEn: typeof review360NoticeTextsRu = {
  review360_nomination: '%{employee}: 360 reviewers await your approval',
  review360_request: '%{employee}: a request for 360 feedback',
  review360_request_due: '%{employee}: a request for 360 feedback — answer by %{deadline}',
  review360_reminder: '%{employee}: 360 feedback due in %{days}, %{deadline}',
  review360_reminder_today: '%{employee}: today is the last day to answer the 360 feedback request',
  review360_closed: '%{employee}: 360 feedback results are ready',
};
