import type { Texts } from './types.ts';

/** Review analytics: who may read them. */
export const analyticsErrors = {
  analytics_staff_only: {
    ru: 'Аналитика оценки доступна руководителям и администраторам компании.',
    en: 'Review analytics are for managers and company administrators.',
  },
} satisfies Record<string, Texts>;
