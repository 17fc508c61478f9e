// Org structure settings: the department tree with its people, and the people import (app.structure.*).

export const structureRu = {
  title: 'Оргструктура',
  import_title: 'Импорт сотрудников',
};

export const structureEn: typeof structureRu = {
  title: 'Org structure',
  import_title: 'Import people',
};
