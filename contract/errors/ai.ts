import type { Texts } from './types.ts';

/** The assistant: who may ask it what, its limits, and a model server that cannot answer. */
export const aiErrors = {
  ai_unavailable: {
    ru: 'Помощник ИИ сейчас недоступен. Попробуйте ещё раз через минуту.',
    en: 'The AI assistant is unavailable right now. Try again in a minute.',
  },
  ai_rate_limited: {
    ru: 'Слишком много запросов к помощнику ИИ. Повторите через %{seconds} с.',
    en: 'Too many requests to the AI assistant. Try again in %{seconds} s.',
  },
  ai_summary_not_yet: {
    ru: 'Сводка по вашей анкете будет доступна, когда руководитель передаст её на этап обратной связи.',
    en: 'A summary of your form is available once your manager moves it to the feedback stage.',
  },
  ai_result_author: {
    ru: 'Улучшить формулировку может только автор результата.',
    en: 'Only the author of a result can improve its wording.',
  },
  ai_text_or_result: {
    ru: 'Передайте либо текст, либо результат.',
    en: 'Send either a text or a result.',
  },
} satisfies Record<string, Texts>;
