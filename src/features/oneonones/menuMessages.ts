/**
 * The one-on-ones' words of the first load: the menu's and the dashboards' block (they render before any 1:1 chunk);
 * the screens' words come with their chunk (useOneOnOnesTranslate).
 */
export const oneOnOnesMenuRu = {
  menu: 'Встречи 1:1',
  dashboard: {
    title: 'Встречи 1:1',
    next: 'Следующая встреча с %{name}: %{date}',
    none: 'Ближайших встреч 1:1 нет.',
    items: 'Открытые договорённости',
    no_items: 'Открытых договорённостей нет.',
    due: 'до %{date}',
    all: 'Все встречи 1:1',
  },
};
export const oneOnOnesMenuEn: typeof oneOnOnesMenuRu = {
  menu: '1:1 meetings',
  dashboard: {
    title: '1:1 meetings',
    next: 'Next meeting with %{name}: %{date}',
    none: 'No upcoming 1:1s.',
    items: 'Open action items',
    no_items: 'No open action items.',
    due: 'due %{date}',
    all: 'All 1:1s',
  },
};
