import { http, HttpResponse } from 'msw';
import type { MeetingOut, MeetingRowOut, SeriesOut } from '../../../api/types.ts';
import { API, page } from '../../../../tests/web/fixtures.ts';

export const C = `${API}/companies/companies/1`;
export const ONE = `${C}/one_on_ones`;
export const MANAGER = { id: 7, name: 'Мария Петрова' };
export const REPORT = { id: 11, name: 'Иван Сидоров' };

/** The caller is the report (position 11), their manager is Мария; the manager oversees no one here. */
export const peopleHandlers = () => [
  http.get(`${C}/structure/user_employee_in_position/`, () =>
    HttpResponse.json(page([{ id: REPORT.id, manager_id: MANAGER.id, manager_name: MANAGER.name }])),
  ),
  http.get(`${C}/structure/managed_employee_in_positions/`, () => HttpResponse.json(page([]))),
];

export function series(overrides: Partial<SeriesOut> = {}): SeriesOut {
  return {
    id: 3,
    manager: MANAGER,
    report: REPORT,
    cadence: 'weekly',
    next_meeting_at: '2026-12-03T10:00:00.000Z',
    upcoming_meeting: 9,
    meeting_count: 4,
    open_action_items: 2,
    is_member: true,
    version: 1,
    ...overrides,
  };
}

/** What a meeting and its row in the series' list share: the next meeting, one open point, one action item. */
const NEXT_MEETING = {
  id: 9,
  series: 3,
  scheduled_at: '2026-12-03T10:00:00.000Z',
  status: 'scheduled',
  point_count: 1,
  open_point_count: 1,
  action_item_count: 1,
} satisfies Omit<MeetingRowOut, 'notes_excerpt'>;

export function meeting(overrides: Partial<MeetingOut> = {}): MeetingOut {
  return {
    ...NEXT_MEETING,
    manager: MANAGER,
    report: REPORT,
    shared_notes: '',
    private_note: 'Только моё',
    points: [
      {
        id: 31,
        author: REPORT,
        text: 'Отпуск в январе',
        discussed: false,
        carried_from: 30,
        created_at: '2026-11-26T10:00:00.000Z',
      },
    ],
    action_items: [
      {
        id: 41,
        owner: REPORT,
        text: 'Подготовить план обучения',
        due_date: '2026-12-10',
        done: false,
        carried: true,
        first_meeting: 8,
        created_at: '2026-11-26T10:00:00.000Z',
      },
    ],
    goals: [{ id: 21, title: 'Выйти на рынок Казахстана', status: 'active', health: 'on_track', progress: 0.4 }],
    questions: ['Что мешает работать?'],
    version: 2,
    ...overrides,
  };
}

export function meetingRow(overrides: Partial<MeetingRowOut> = {}): MeetingRowOut {
  return { ...NEXT_MEETING, notes_excerpt: '', ...overrides };
}
