/** Feedback any time's and praise's words of the first load (the menu); the screens' come with their chunks. */
export const recognitionMenuRu = { feedback_menu: 'Обратная связь', praise_menu: 'Благодарности' };
export const recognitionMenuEn: typeof recognitionMenuRu = { feedback_menu: 'Feedback', praise_menu: 'Praise' };
