import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import * as s from './schema/index.ts';
import { DEMO_PEOPLE } from './seed-data.ts';
import { known } from './seed-builders.ts';

const WEEK = 7 * 86_400_000;
/** Past meetings of each pair, weekly, before the one to come. */
const PAST_MEETINGS = 6;

const TOPICS = [
  ['Как идёт текущая задача', 'Что мешает работе'],
  ['Планы на квартал', 'Обратная связь по ревью кода'],
  ['Обучение и рост', 'Нагрузка и отпуск'],
];
const NOTES = [
  'Обсудили ход задачи, сроки держим.',
  'Договорились о плане обучения на квартал.',
  'Разобрали ревью кода: больше тестов на граничные случаи.',
];

/**
 * The demo manager's weekly 1:1s with each of their people: six held meetings with agendas, shared notes and action
 * items (the latest undiscussed point carried to the next meeting, open items on it), the next one scheduled; the
 * company's suggested questions; feedback and praise between the team. Runs once, with the demo company.
 */
export async function seedOneOnOnes(tx: Tx, companyId: number, eips: Map<string, number>): Promise<void> {
  const manager = known(eips, 'manager');
  const team = DEMO_PEOPLE.filter((p) => p.manager === 'manager').map((p) => known(eips, p.key));
  const now = Date.now();
  const monday = now - (now % WEEK) + WEEK + 10 * 3_600_000;
  await tx.insert(s.oneOnOneQuestions).values(
    ['Что получилось лучше всего на этой неделе?', 'Что мешает работе?', 'Чем я могу помочь?'].map(
      (text, position) => ({
        companyId,
        text,
        position,
      }),
    ),
  );
  for (const [n, report] of team.entries()) {
    const next = new Date(monday + (n % 5) * 86_400_000);
    const [series] = await tx
      .insert(s.oneOnOneSeries)
      .values({ companyId, managerId: manager, reportId: report, cadence: 'weekly', nextMeetingAt: next })
      .returning({ id: s.oneOnOneSeries.id });
    let carried: { id: number; text: string; authorId: number } | null = null;
    let meetingId = 0;
    for (let week = PAST_MEETINGS; week >= 0; week--) {
      const held = week > 0;
      const [meeting] = await tx
        .insert(s.oneOnOneMeetings)
        .values({
          companyId,
          seriesId: series.id,
          scheduledAt: new Date(next.getTime() - week * WEEK),
          status: held ? 'held' : 'scheduled',
          sharedNotes: held ? NOTES[week % NOTES.length] : '',
        })
        .returning({ id: s.oneOnOneMeetings.id });
      meetingId = meeting.id;
      const [first, second] = TOPICS[week % TOPICS.length];
      const points: (typeof s.oneOnOnePoints.$inferSelect)[] = await tx
        .insert(s.oneOnOnePoints)
        .values([
          ...(carried
            ? [{ companyId, meetingId, authorId: carried.authorId, text: carried.text, carriedFromId: carried.id }]
            : []),
          { companyId, meetingId, authorId: report, text: first, discussed: held, position: 1 },
          { companyId, meetingId, authorId: manager, text: second, discussed: held && week !== 1, position: 2 },
        ])
        .returning();
      const open = points.find((p) => !p.discussed && p.position === 2);
      carried = held && open ? { id: open.id, text: open.text, authorId: manager } : null;
      if (held && week % 2 === 0)
        await tx.insert(s.oneOnOneActionItems).values({
          companyId,
          seriesId: series.id,
          meetingId,
          firstMeetingId: meetingId,
          ownerId: report,
          text: 'Подготовить план задач на следующую неделю',
          dueDate: new Date(next.getTime() - (week - 1) * WEEK).toISOString().slice(0, 10),
          done: week > 2,
        });
    }
    // Open items move to the meeting to come, as setting it up would.
    await tx
      .update(s.oneOnOneActionItems)
      .set({ meetingId })
      .where(and(eq(s.oneOnOneActionItems.seriesId, series.id), eq(s.oneOnOneActionItems.done, false)));
    await tx
      .insert(s.oneOnOnePrivateNotes)
      .values({ meetingId, authorId: manager, text: 'Личная заметка руководителя: обсудить рост до старшего.' });
  }

  const [anna, petrov, vasilieva] = ['employee', 'petrov', 'vasilieva'].map((key) => known(eips, key));
  await tx.insert(s.peerFeedback).values([
    { companyId, authorId: petrov, recipientId: anna, text: 'Спасибо за подробное ревью: нашла две ошибки до релиза.' },
    {
      companyId,
      authorId: vasilieva,
      recipientId: anna,
      text: 'Тестовые данные стоит готовить раньше, чтобы успевать с проверкой.',
      sharedWithManager: true,
    },
    { companyId, authorId: manager, recipientId: petrov, text: 'Хорошо провёл встречу с заказчиком.' },
  ]);
  const values = await tx.select({ id: s.values.id }).from(s.values).where(eq(s.values.companyId, companyId));
  if (!values.length) return;
  const praised = [
    { author: manager, to: [anna, petrov], text: 'Спасибо за ночной выпуск исправления без простоя!' },
    { author: anna, to: [vasilieva], text: 'Нашла сложную ошибку до релиза.' },
    { author: petrov, to: [anna], text: 'Помогла разобраться с новой базой данных.' },
  ];
  for (const [i, p] of praised.entries()) {
    const [row] = await tx
      .insert(s.praise)
      .values({
        companyId,
        authorId: p.author,
        valueId: values[i % values.length].id,
        text: p.text,
        createdAt: new Date(now - (praised.length - i) * 86_400_000),
      })
      .returning({ id: s.praise.id });
    await tx
      .insert(s.praiseRecipients)
      .values(p.to.map((recipientId) => ({ praiseId: row.id, recipientId, companyId })));
  }
}
