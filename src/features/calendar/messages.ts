// A person's calendar feed on their notification settings (app.calendar.*).

export const calendarRu = {
  title: 'Календарь',
  intro:
    'Личная ссылка на календарь: сроки ваших анкет (самооценка, оценка сотрудников, обратная связь) и встречи 1:1 во всех ваших компаниях. Добавьте её в Google Календарь, Outlook или Apple Календарь как календарь по ссылке — сроки будут обновляться сами. В письмах о сроках тоже есть файл .ics.',
  active:
    'Ссылка действует с %{date}. Её видно только в момент выдачи; чтобы добавить календарь заново, получите новую.',
  none: 'Ссылки пока нет.',
  feed: 'Личная ссылка на календарь',
  issue: 'Получить ссылку',
  reissue: 'Новая ссылка',
  hint: 'Ссылку видно только сейчас. Не пересылайте её: по ней видны ваши сроки и встречи. Новая ссылка отключает прежнюю.',
  copy: 'Копировать',
  copied: 'Ссылка скопирована',
  revoke: 'Отключить ссылку',
  revoke_confirm: 'Ссылка перестанет работать: календари, куда вы её добавили, больше не получат сроки и встречи.',
  revoke_action: 'Отключить',
  revoked: 'Ссылка отключена',
};

export const calendarEn: typeof calendarRu = {
  title: 'Calendar',
  intro:
    'A private calendar address: the deadlines of your forms (self-assessment, assessing your people, feedback) and your 1:1s in all your companies. Add it to Google Calendar, Outlook or Apple Calendar as a calendar by URL, and the deadlines stay up to date. Mail about a deadline carries an .ics file too.',
  active: 'The address works since %{date}. It is shown only when issued; to add the calendar again, get a new one.',
  none: 'No address yet.',
  feed: 'Private calendar address',
  issue: 'Get the address',
  reissue: 'New address',
  hint: 'The address is shown only now. Do not share it: it shows your deadlines and meetings. A new address turns the old one off.',
  copy: 'Copy',
  copied: 'Address copied',
  revoke: 'Turn the address off',
  revoke_confirm: 'The address stops working: calendars you added it to no longer receive your deadlines and meetings.',
  revoke_action: 'Turn off',
  revoked: 'Address turned off',
};
