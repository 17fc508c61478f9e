// Agreements: the grid, the forms and the history timeline (app.agreements.*).

export const agreementsRu = {
  history: 'История изменений',
};

export const agreementsEn: typeof agreementsRu = {
  history: 'History of changes',
};
