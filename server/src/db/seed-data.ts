export const DEMO_COMPANY_NAME = 'Демо Компания';
export const SECOND_COMPANY_NAME = 'Северный Ветер';
export const DEMO_DOMAIN = 'demo.example';

/** The accounts the demo sign-in and the development identity provider offer first. */
export const DEMO_LOGINS = {
  admin: `hr@${DEMO_DOMAIN}`,
  manager: `manager@${DEMO_DOMAIN}`,
  employee: `employee@${DEMO_DOMAIN}`,
} as const;

export const STAFF_EMAIL = `support@${DEMO_DOMAIN}`;

export type SeedPerson = {
  key: string;
  email: string;
  first: string;
  last: string;
  position: string;
  department: string;
  manager: string | null;
  role: 'MANAGER' | 'EMPLOYEE';
  admin?: boolean;
};

const p = (
  key: string,
  first: string,
  last: string,
  position: string,
  department: string,
  manager: string | null,
  role: 'MANAGER' | 'EMPLOYEE' = 'EMPLOYEE',
  email?: string,
  admin = false,
): SeedPerson => ({
  key,
  email: email ?? `${key}@${DEMO_DOMAIN}`,
  first,
  last,
  position,
  department,
  manager,
  role,
  admin,
});

export const DEMO_DEPARTMENTS: { key: string; name: string; parent: string | null; head: string }[] = [
  { key: 'board', name: 'Руководство', parent: null, head: 'ceo' },
  { key: 'hr', name: 'Управление персоналом', parent: 'board', head: 'hr' },
  { key: 'dev', name: 'Разработка', parent: 'board', head: 'manager' },
  { key: 'frontend', name: 'Фронтенд', parent: 'dev', head: 'orlov' },
  { key: 'sales', name: 'Продажи', parent: 'board', head: 'kuznetsova' },
];

export const DEMO_PEOPLE: SeedPerson[] = [
  p('ceo', 'Андрей', 'Соколов', 'Генеральный директор', 'board', null, 'MANAGER'),
  p('hr', 'Елена', 'Морозова', 'Директор по персоналу', 'hr', 'ceo', 'MANAGER', DEMO_LOGINS.admin, true),
  p('hrbp', 'Ольга', 'Лебедева', 'HR бизнес-партнёр', 'hr', 'hr'),
  p('recruiter', 'Дарья', 'Волкова', 'Рекрутер', 'hr', 'hr'),
  p('manager', 'Дмитрий', 'Иванов', 'Руководитель разработки', 'dev', 'ceo', 'MANAGER', DEMO_LOGINS.manager),
  p('employee', 'Анна', 'Смирнова', 'Backend-разработчик', 'dev', 'manager', 'EMPLOYEE', DEMO_LOGINS.employee),
  p('petrov', 'Сергей', 'Петров', 'Backend-разработчик', 'dev', 'manager'),
  p('vasilieva', 'Мария', 'Васильева', 'Тестировщик', 'dev', 'manager'),
  p('popov', 'Алексей', 'Попов', 'DevOps-инженер', 'dev', 'manager'),
  p('novikova', 'Татьяна', 'Новикова', 'Аналитик', 'dev', 'manager'),
  p('fedorov', 'Игорь', 'Фёдоров', 'Архитектор', 'dev', 'manager'),
  p('mikhailova', 'Наталья', 'Михайлова', 'Тестировщик', 'dev', 'manager'),
  p('orlov', 'Павел', 'Орлов', 'Ведущий фронтенд-разработчик', 'frontend', 'manager', 'MANAGER'),
  p('egorova', 'Ксения', 'Егорова', 'Фронтенд-разработчик', 'frontend', 'orlov'),
  p('nikitin', 'Максим', 'Никитин', 'Фронтенд-разработчик', 'frontend', 'orlov'),
  p('zakharova', 'Юлия', 'Захарова', 'Дизайнер интерфейсов', 'frontend', 'orlov'),
  p('belov', 'Артём', 'Белов', 'Фронтенд-разработчик', 'frontend', 'orlov'),
  p('kuznetsova', 'Светлана', 'Кузнецова', 'Коммерческий директор', 'sales', 'ceo', 'MANAGER'),
  p('romanov', 'Николай', 'Романов', 'Менеджер по продажам', 'sales', 'kuznetsova'),
  p('sorokina', 'Ирина', 'Сорокина', 'Менеджер по продажам', 'sales', 'kuznetsova'),
  p('gusev', 'Владимир', 'Гусев', 'Менеджер по работе с клиентами', 'sales', 'kuznetsova'),
  p('titova', 'Алина', 'Титова', 'Менеджер по продажам', 'sales', 'kuznetsova'),
  p('kiselev', 'Роман', 'Киселёв', 'Аккаунт-менеджер', 'sales', 'kuznetsova'),
  p('makarova', 'Екатерина', 'Макарова', 'Маркетолог', 'sales', 'kuznetsova'),
  p('zaitsev', 'Евгений', 'Зайцев', 'Пресейл-инженер', 'sales', 'kuznetsova'),
  p('pavlova', 'Виктория', 'Павлова', 'Аналитик продаж', 'sales', 'kuznetsova'),
  p('semenov', 'Константин', 'Семёнов', 'Менеджер по продажам', 'sales', 'kuznetsova'),
  p('golubeva', 'Полина', 'Голубева', 'Координатор', 'board', 'ceo'),
  p('vinogradov', 'Георгий', 'Виноградов', 'Финансовый директор', 'board', 'ceo', 'MANAGER'),
  p('bogdanova', 'Людмила', 'Богданова', 'Бухгалтер', 'board', 'vinogradov'),
];

export const DEMO_VALUES = [
  { name: 'Клиент в центре', description: 'Думаем о пользе для клиента в каждом решении.' },
  { name: 'Ответственность', description: 'Доводим начатое до результата и отвечаем за него.' },
  { name: 'Командная работа', description: 'Помогаем коллегам и делимся знаниями.' },
  { name: 'Развитие', description: 'Учимся сами и помогаем расти другим.' },
  { name: 'Открытость', description: 'Говорим честно и прямо, принимаем обратную связь.' },
];

export const DEMO_HIPO_SKILLS = [
  { name: 'Лидерский потенциал', description: 'Ведёт за собой людей без формальной власти.' },
  { name: 'Обучаемость', description: 'Быстро осваивает новое и применяет на практике.' },
  { name: 'Системное мышление', description: 'Видит картину целиком и связи между частями.' },
];

export const SECOND_PEOPLE: SeedPerson[] = [
  {
    key: 'n-head',
    email: 'director@veter.example',
    first: 'Борис',
    last: 'Громов',
    position: 'Директор',
    department: 'main',
    manager: null,
    role: 'MANAGER',
    admin: true,
  },
  {
    key: 'n-emp1',
    email: 'worker1@veter.example',
    first: 'Галина',
    last: 'Широкова',
    position: 'Инженер',
    department: 'main',
    manager: 'n-head',
    role: 'EMPLOYEE',
  },
  {
    key: 'n-emp2',
    email: 'worker2@veter.example',
    first: 'Степан',
    last: 'Ветров',
    position: 'Инженер',
    department: 'main',
    manager: 'n-head',
    role: 'EMPLOYEE',
  },
];
