import type { Lang } from '../../../contract/errors/index.ts';
import type { HintCode } from '../../../server/src/modules/ai/offline/hints.ts';

/**
 * Result texts labelled by hand with the hints a careful reviewer would give: no number or amount
 * (`no_measurable_result`), no date or period (`no_deadline`), nothing said about what changed
 * (`no_outcome`), vague words (`vague_words`), passive voice hiding who did it (`passive_voice`), more than
 * 600 characters or a sentence over 35 words (`too_long`). `good` marks texts that need no rewrite at all.
 */
export type LabelledResult = { text: string; lang: Lang; hints: HintCode[]; good?: boolean };

const LONG_RU =
  'В течение года я занимался поддержкой и развитием внутреннего портала компании, в рамках которого мы с командой переписали модуль заявок на отпуск, добавили согласование через руководителя и интеграцию с кадровой системой, а также провели обучение для сотрудников отдела кадров и подготовили инструкции, после чего количество обращений в поддержку по отпускам сократилось на 40%.';

/** Nothing measured, no date, no outcome: what a bare activity ("Помогал коллегам") lacks. */
const BARE: HintCode[] = ['no_measurable_result', 'no_deadline', 'no_outcome'];
const GOOD = true;
const ru = (text: string, hints: HintCode[], good = false): LabelledResult => ({ text, lang: 'ru', hints, good });
const en = (text: string, hints: HintCode[], good = false): LabelledResult => ({ text, lang: 'en', hints, good });

export const LABELLED_RESULTS: LabelledResult[] = [
  ru(
    'Сократил время обработки заявок с 3 дней до 1 дня к марту 2025 года, что позволило снизить отток клиентов на 12%.',
    [],
    GOOD,
  ),
  ru(
    'Во втором квартале запустил новый тариф для малого бизнеса. В результате выручка сегмента выросла на 18%.',
    [],
    GOOD,
  ),
  ru('Помогал коллегам с различными задачами.', [...BARE, 'vague_words']),
  ru('Участвовал в проекте внедрения CRM.', [...BARE, 'vague_words']),
  ru('Было проведено обучение для новых сотрудников.', [...BARE, 'passive_voice']),
  ru('Провела 35 собеседований и закрыла 12 вакансий.', ['no_deadline', 'no_outcome']),
  ru('В апреле перевела бухгалтерию на электронный документооборот.', ['no_measurable_result', 'no_outcome']),
  ru('Внедрил автотесты, благодаря чему количество багов в проде снизилось вдвое.', ['no_deadline']),
  ru('Занимался поддержкой клиентов, отвечал на много обращений и т.д.', [...BARE, 'vague_words']),
  ru('Были внедрены новые регламенты работы склада, в итоге ошибки комплектации сократились на 30% за полгода.', [
    'passive_voice',
  ]),
  ru('Подготовила годовой бюджет для 9 подразделений к 1 декабря.', ['no_outcome']),
  ru('Наладил еженедельные созвоны с ключевыми клиентами, теперь дебиторская задолженность обсуждается заранее.', [
    'no_measurable_result',
    'no_deadline',
  ]),
  ru(LONG_RU, ['vague_words', 'too_long']),
  ru('Работал над некоторыми проектами.', [...BARE, 'vague_words']),
  ru('К концу года автоматизировал отчёт по продажам, экономия 6 часов в неделю.', ['no_outcome']),
  ru('Перевёл 30 сервисов в Kubernetes в 2025 году; затраты на облако снизились на 22%.', [], GOOD),
  ru('Было сделано много для улучшения процессов.', [...BARE, 'vague_words', 'passive_voice']),
  ru('Выиграла 2 судебных спора на 4.2 млн руб.', ['no_deadline', 'no_outcome']),
  ru('В мае переделала онбординг приложения: конверсия в регистрацию выросла с 41% до 53%.', [], GOOD),
  ru('Организовала переезд офиса на 120 рабочих мест за одни выходные.', ['no_deadline', 'no_outcome']),
  ru('Взял на себя дежурства по инцидентам, в результате время восстановления сократилось в полтора раза.', [
    'no_deadline',
  ]),
  ru('- Запустил чат-бот для клиентов\n- Сократил очередь в поддержку на 25% к июлю', [], GOOD),
  ru('Очень много работал с клиентами , в принципе всё успевал', [...BARE, 'vague_words']),
  en(
    'Reduced the checkout bundle from 480 KB to 210 KB in March, which cut load time on mobile by 1.3 seconds.',
    [],
    GOOD,
  ),
  en('Helped the team with various tasks.', [...BARE, 'vague_words']),
  en('A new onboarding process was implemented for support agents.', [...BARE, 'passive_voice']),
  en('Raised CSAT from 86% to 92% over the year.', [], GOOD),
  en('Worked on the design system, accessibility fixes, etc.', [...BARE, 'vague_words']),
  en('I was responsible for the monthly payroll run and various reports.', [...BARE, 'vague_words']),
  en('Built a knowledge base of 120 articles.', ['no_deadline', 'no_outcome']),
];
