// Chat notices: the company's bot and channel (app.chat.*) and a person's Telegram link (app.chat.telegram.*).

export const chatRu = {
  title: 'Уведомления в чатах',
  card: 'Бот Telegram для уведомлений сотрудников и канал Slack или Mattermost для ежедневной сводки.',
  intro:
    'Сотрудники привязывают Telegram в своих настройках уведомлений и получают туда те же уведомления, что и на почту. Во входящий вебхук Slack или Mattermost раз в день приходит сводка просроченных анкет.',
  bot: 'Бот Telegram',
  bot_help: 'Создайте бота у @BotFather и вставьте его токен. Токен хранится на сервере и больше не показывается.',
  token: 'Токен бота',
  token_set: 'Сейчас: @%{username}, токен %{hint}. Введите новый, чтобы заменить.',
  token_clear: 'Отключить бота',
  webhook: 'Канал для сводки администраторов',
  webhook_url: 'Адрес входящего вебхука',
  webhook_help:
    'Адрес http:// или https://, который даёт Slack или Mattermost для входящего вебхука. Пусто — сводка не отправляется.',
  webhook_lang: 'Язык сводки',
  save: 'Сохранить',
  saved: 'Настройки чатов сохранены',
  telegram: {
    title: 'Telegram',
    unavailable: 'Администратор компании ещё не подключил бота Telegram.',
    linked: 'Telegram привязан с %{date}. Уведомления приходят боту @%{username}.',
    not_linked: 'Привяжите Telegram, чтобы получать уведомления в чат с ботом @%{username}.',
    link: 'Привязать Telegram',
    unlink: 'Отвязать Telegram',
    unlinked: 'Telegram отвязан',
    open: 'Открыть бота в Telegram',
    code_help:
      'Откройте ссылку и нажмите «Start» — или отправьте боту команду /start %{code}. Код действует до %{time} и работает один раз.',
    chat: 'Уведомления в Telegram',
    chat_help: 'Выключите, чтобы не получать уведомления в Telegram, не отвязывая его.',
  },
};

export const chatEn: typeof chatRu = {
  title: 'Chat notifications',
  card: 'A Telegram bot for people’s notifications and a Slack or Mattermost channel for the daily summary.',
  intro:
    'People link Telegram in their notification settings and get the same notifications there as by mail. A Slack or Mattermost incoming webhook gets a summary of overdue forms once a day.',
  bot: 'Telegram bot',
  bot_help: 'Create a bot with @BotFather and paste its token. The token is kept on the server and never shown again.',
  token: 'Bot token',
  token_set: 'Now: @%{username}, token %{hint}. Enter a new one to replace it.',
  token_clear: 'Turn the bot off',
  webhook: 'Channel for the admins’ summary',
  webhook_url: 'Incoming webhook address',
  webhook_help:
    'The http:// or https:// address Slack or Mattermost gives for an incoming webhook. Empty: no summary is sent.',
  webhook_lang: 'Summary language',
  save: 'Save',
  saved: 'Chat settings saved',
  telegram: {
    title: 'Telegram',
    unavailable: 'The company’s admin has not connected a Telegram bot yet.',
    linked: 'Telegram linked since %{date}. Notifications come from @%{username}.',
    not_linked: 'Link Telegram to get notifications in a chat with @%{username}.',
    link: 'Link Telegram',
    unlink: 'Unlink Telegram',
    unlinked: 'Telegram unlinked',
    open: 'Open the bot in Telegram',
    code_help: 'Open the link and press “Start”, or send the bot /start %{code}. The code works once, until %{time}.',
    chat: 'Notifications in Telegram',
    chat_help: 'Turn off to stop notifications in Telegram without unlinking it.',
  },
};
