// The one-on-ones' notices in the bell, on the notifications page and in the mail settings
// (spread into app.notifications.kinds, .texts and .settings.groups). The other person's name follows a colon.

export const oneOnOneNoticeRu = {
  kinds: {
    one_on_one_prepare: 'Встречи 1:1: завтра встреча',
    one_on_one_action_due: 'Встречи 1:1: срок договорённости',
  },
  texts: {
    one_on_one_prepare: 'Встреча 1:1 %{day}: %{employee} — добавьте темы в повестку',
    one_on_one_action_due: '«%{item}»: срок %{day} (встреча 1:1: %{employee})',
  },
  groups: { one_on_ones: 'Встречи 1:1' },
};

export const oneOnOneNoticeEn: typeof oneOnOneNoticeRu = {
  kinds: {
    one_on_one_prepare: '1:1s: a meeting tomorrow',
    one_on_one_action_due: '1:1s: an action item is due',
  },
  texts: {
    one_on_one_prepare: '1:1 on %{day}: %{employee} — add your talking points',
    one_on_one_action_due: '"%{item}": due %{day} (1:1: %{employee})',
  },
  groups: { one_on_ones: '1:1s' },
};
