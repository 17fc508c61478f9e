/** The one-on-ones' one word of the first load (the menu); the screens' words come with their chunk. */
export const oneOnOnesMenuRu = { menu: 'Встречи 1:1' };
export const oneOnOnesMenuEn: typeof oneOnOnesMenuRu = { menu: '1:1 meetings' };
