/** The goals' one word of the first load (the menu); the screens' words come with their chunk (useGoalsTranslate). */
export const goalsMenuRu = { menu: 'Цели' };
export const goalsMenuEn: typeof goalsMenuRu = { menu: 'Goals' };
