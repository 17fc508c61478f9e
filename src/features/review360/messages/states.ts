// A person's 360 state (app.review360.states.*), worded once for every place it shows: the person's own page, the
// team tab, the HR progress page and the team table of the manager dashboard (components/Review360State.tsx).

export const review360StatesRu = {
  nominating: 'Выбор оценщиков',
  pending_approval: 'На согласовании',
  collecting: 'Сбор ответов',
  released: 'Сбор завершён',
  released_empty: 'Сбор завершён, оценщиков не было',
};

export const review360StatesEn: typeof review360StatesRu = {
  nominating: 'Choosing reviewers',
  pending_approval: 'Awaiting approval',
  collecting: 'Collecting answers',
  released: 'Collection closed',
  released_empty: 'Collection closed, no reviewers',
};
