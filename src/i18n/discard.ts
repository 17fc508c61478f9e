// Asking before a dialog's typed input is thrown away (app.discard.*).

export const discardRu = {
  title: 'Не сохранять введённое?',
  text: 'Окно закроется, и то, что вы ввели, не сохранится.',
  keep: 'Вернуться к вводу',
  discard: 'Не сохранять',
};

export const discardEn: typeof discardRu = {
  title: 'Discard what you entered?',
  text: 'The window will close and what you entered will not be saved.',
  keep: 'Keep editing',
  discard: 'Discard',
};
