import type { Texts } from './types.ts';

/** Exports: who may ask for which file, and a file that is not there to download. */
export const exportErrors = {
  export_own_review_only: {
    ru: 'Сотрудник может выгрузить в PDF только свою анкету.',
    en: 'An employee can export only their own review as a PDF.',
  },
  export_not_ready: {
    ru: 'Файл ещё готовится. Скачайте его, когда выгрузка завершится.',
    en: 'The file is still being prepared. Download it once the export is done.',
  },
  export_failed: {
    ru: 'Выгрузку не удалось подготовить. Запустите её ещё раз.',
    en: 'The export could not be prepared. Start it again.',
  },
  export_interrupted: {
    ru: 'Выгрузка прервалась: сервер перезапускался. Запустите её ещё раз.',
    en: 'The export was interrupted by a server restart. Start it again.',
  },
} satisfies Record<string, Texts>;
