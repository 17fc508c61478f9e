/** The builder's words of the first load: its menu entry (the screens' words come with their chunk). */
export const templateBuilderMenuRu = { menu: 'Шаблоны анкет' };
export const templateBuilderMenuEn: typeof templateBuilderMenuRu = { menu: 'Review templates' };
