import { factsOf, plural, sentence } from './common.ts';
import type { Catalogue, Fields, Labels } from './types.ts';

const labels: Labels = {
  employee: 'Сотрудник',
  period: 'Оценка',
  stage: 'Этап',
  deadline: 'Срок',
  reason: 'Причина',
  reviewer: 'Новый руководитель',
  holder: 'Ответственный',
};
const days = plural('ru-RU', { one: 'день', few: 'дня', many: 'дней', other: 'дня' });
const notices = plural('ru-RU', { one: 'уведомление', few: 'уведомления', many: 'уведомлений', other: 'уведомления' });
const forms = plural('ru-RU', { one: 'анкета', few: 'анкеты', many: 'анкет', other: 'анкеты' });

const until = (f: Fields, what: string) => sentence(f.deadline ? `${what} до ${f.deadline}` : what);
const own = (f: Fields) => f.stage === 'SELF';

export const ru: Catalogue = {
  locale: 'ru-RU',
  lang: 'ru',
  greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
  stages: { SELF: 'Самооценка', MANAGER: 'Оценка руководителя', FEEDBACK: 'Обратная связь', COMPLETE: 'Завершено' },
  days,
  labels,
  linkHint: 'Если кнопка не открывается, скопируйте адрес в браузер:',
  footer: (company) =>
    `Это письмо отправила система оценки эффективности (${company}). Какие письма получать и как часто, можно выбрать в настройках уведомлений.`,
  kinds: {
    self_open: (f) => ({
      subject: `Начался период «${f.period}»: заполните самооценку`,
      lines: [`Начался период «${f.period}».`, until(f, 'Заполните, пожалуйста, самооценку')],
      facts: factsOf(labels, f),
      action: 'Открыть самооценку',
    }),
    to_review: (f) => ({
      subject: `Анкета на оценку: ${f.employee}`,
      lines: ['Самооценка готова, и анкета передана вам на оценку.', until(f, 'Оцените её, пожалуйста,')],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    feedback_open: (f) => ({
      subject: `Готова обратная связь за период «${f.period}»`,
      lines: [
        'Руководитель завершил оценку вашей анкеты.',
        until(f, 'Прочитайте, пожалуйста, обратную связь и ответьте на неё'),
        'Ответить — значит выбрать, согласны ли вы с оценкой; комментарий можно добавить по желанию. Руководитель завершит оценку после вашего ответа или когда пройдёт срок.',
      ],
      facts: factsOf(labels, f),
      action: 'Прочитать обратную связь',
    }),
    complete: (f) => ({
      subject: `Ваша анкета за период «${f.period}» завершена`,
      lines: ['Ваша оценка завершена. Итоги и обратная связь остаются в анкете.'],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    returned: (f) => ({
      subject: own(f) ? 'Ваша анкета возвращена на самооценку' : `Анкета возвращена вам: ${f.employee}`,
      lines: [`Анкета возвращена на этап «${f.stageName}».`, until(f, 'Доработайте её, пожалуйста,')],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    reopened: (f) => ({
      subject: `Завершённая анкета открыта снова: ${f.employee}`,
      lines: [`Завершённая анкета снова открыта на этапе «${f.stageName}».`],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    delegated: (f) => ({
      subject: `Вам передана анкета: ${f.employee}`,
      lines: ['Анкета передана вам: теперь её оцениваете вы.', until(f, 'Завершите текущий этап, пожалуйста,')],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    relieved: (f) => ({
      subject: `Анкета передана другому руководителю: ${f.employee}`,
      lines: ['Анкету теперь ведёт другой руководитель. От вас по ней больше ничего не требуется.'],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    moved_by_deadline: (f) => ({
      subject: `Срок самооценки истёк: анкета передана руководителю (${f.employee})`,
      lines: [
        'Срок самооценки истёк, и анкета передана на оценку руководителю. Самооценка сохранена в том виде, в каком была к сроку.',
        until(f, 'Оценка руководителя —'),
      ],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    reminder: (f) => {
      const left = f.daysLeft > 0 ? `Осталось ${days(f.daysLeft)}` : 'Срок сегодня';
      return {
        subject: own(f) ? `${left}: самооценка «${f.period}»` : `${left}: ${f.stageName.toLowerCase()} — ${f.employee}`,
        lines: [sentence(`${left}: этап «${f.stageName}» нужно завершить до ${f.deadline ?? '—'}`)],
        facts: factsOf(labels, f),
        action: 'Открыть анкету',
      };
    },
    overdue: (f) => ({
      subject: own(f)
        ? `Самооценка просрочена на ${days(f.daysOver)}`
        : `Просрочено на ${days(f.daysOver)}: ${f.stageName.toLowerCase()} — ${f.employee}`,
      lines: [
        `Срок этапа «${f.stageName}» прошёл ${days(f.daysOver)} назад.`,
        'Завершите его, пожалуйста, как можно скорее.',
      ],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    nudge: (f) => ({
      subject: own(f)
        ? `Напоминание от HR: самооценка просрочена на ${days(f.daysOver)}`
        : `Напоминание от HR: ${f.stageName.toLowerCase()} — ${f.employee}`,
      lines: [
        `HR напоминает: срок этапа «${f.stageName}» прошёл ${days(f.daysOver)} назад.`,
        'Завершите его, пожалуйста, как можно скорее.',
      ],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    escalation: (f) => ({
      subject: `Просрочка в вашей команде: ${f.stageName.toLowerCase()} — ${f.employee}`,
      lines: [
        `Этап «${f.stageName}» просрочен на ${days(f.daysOver)}, а напоминания не помогли.`,
        'Помогите, пожалуйста, завершить его.',
      ],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    review360_nomination: (f) => ({
      subject: `Список оценщиков 360 ждёт согласования: ${f.employee}`,
      lines: [
        'Сотрудник выбрал коллег, которые дадут ему обратную связь 360, и отправил список вам.',
        'Проверьте список, при необходимости измените его и согласуйте: после этого коллеги получат запросы.',
      ],
      facts: factsOf(labels, f),
      action: 'Открыть обратную связь 360',
    }),
    review360_request: (f) => ({
      subject: `Запрос на обратную связь 360: ${f.employee}`,
      lines: [
        'Вас просят дать обратную связь коллеге. Ответы видны только обобщённо, без имён.',
        until(f, 'Ответьте, пожалуйста,'),
      ],
      facts: factsOf(labels, f),
      action: 'Ответить на запрос',
    }),
    review360_reminder: (f) => {
      const left = f.daysLeft > 0 ? `Осталось ${days(f.daysLeft)}` : 'Срок сегодня';
      return {
        subject: `${left}: обратная связь 360 — ${f.employee}`,
        lines: [sentence(`${left}: ответить на запрос обратной связи нужно до ${f.deadline ?? '—'}`)],
        facts: factsOf(labels, f),
        action: 'Ответить на запрос',
      };
    },
    review360_closed: (f) => ({
      subject: `Готовы результаты обратной связи 360: ${f.employee}`,
      lines: ['Сбор обратной связи 360 завершён. Обобщённые результаты видны в анкете сотрудника.'],
      facts: factsOf(labels, f),
      action: 'Открыть анкету',
    }),
    goal_check_in: (f) => ({
      subject: `Пора отметить прогресс по цели «${f.goal}»`,
      lines: [
        `По цели «${f.goal}» не было отметок прогресса ${days(f.daysSince)}, с ${f.day}.`,
        'Отметьте, пожалуйста, новые значения ключевых результатов, состояние цели и короткий комментарий.',
      ],
      facts: factsOf(labels, f),
      action: 'Открыть цель',
    }),
    one_on_one_prepare: (f) => ({
      subject: `Завтра встреча 1:1: ${f.employee}`,
      lines: [`${f.day} у вас встреча 1:1 (${f.employee}). Добавьте темы в общую повестку.`],
      facts: factsOf(labels, f),
      action: 'Открыть встречу',
    }),
    one_on_one_action_due: (f) => ({
      subject: `Срок договорённости: «${f.item}»`,
      lines: [`Срок договорённости «${f.item}» со встречи 1:1 (${f.employee}) — ${f.day}.`],
      facts: factsOf(labels, f),
      action: 'Открыть встречу',
    }),
  },
  hrTable: { caption: 'Просроченные анкеты по подразделениям и этапам', department: 'Подразделение' },
  hrDigest: (f) => ({
    subject: `Просроченные анкеты на ${f.day}: ${f.total}`,
    lines: [`Всего просрочено: ${forms(f.total)}. Подробности — в разделе оценки.`],
    facts: [],
    action: 'Открыть оценку',
  }),
  digest: (f) => ({
    subject: `${notices(f.total)} за ${f.day}`,
    lines: [`Ваши уведомления за ${f.day}: ${notices(f.total)}.`],
    facts: [],
    action: 'Все уведомления',
  }),
};
