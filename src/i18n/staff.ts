// The staff area: the product team's pages, outside any company (app.staff.*).

import { impersonationEn, impersonationRu } from '../features/auth/messages.ts';
import { feedbackEn, feedbackRu } from '../features/feedback/messages.ts';

export const staffRu = {
  title: 'Служебный раздел',
  open: 'Открыть служебный раздел',
  sections: 'Разделы служебного раздела',
  home: 'На главную',
  forbidden: 'Этот раздел доступен только сотрудникам поддержки.',
  impersonation: impersonationRu,
  feedback: feedbackRu,
};

export const staffEn: typeof staffRu = {
  title: 'Staff area',
  open: 'Open the staff area',
  sections: 'Staff area sections',
  home: 'Home',
  forbidden: 'This area is for support staff only.',
  impersonation: impersonationEn,
  feedback: feedbackEn,
};
