import type { FastifyInstance } from 'fastify';
import { route, type RouteDefs } from '../../http/route.ts';
import type { ModuleDeps } from '../deps.ts';
import { getMeeting } from './meetings.read.ts';
import {
  addActionItem,
  addPoint,
  deleteActionItem,
  deletePoint,
  linkGoal,
  unlinkGoal,
  updateActionItem,
  updateMeeting,
  updatePoint,
  writePrivateNote,
} from './meetings.service.ts';
import { idParam } from '../../http/zod.ts';
import {
  actionItemCreate,
  actionItemParams,
  actionItemPatch,
  goalLinkBody,
  goalLinkParams,
  meetingOut,
  meetingPatch,
  pointCreate,
  pointParams,
  pointPatch,
  privateNoteBody,
} from './oneonones.schemas.ts';

const tags = ['one-on-ones'];

/** Every change of a meeting answers with the meeting's page as the caller reads it. */
export const meetingsRoutes = {
  'oneOnOnes.meeting': {
    summary: "A meeting: agenda, shared notes, the caller's own private note, action items, linked goals",
    tags,
    access: 'member',
    params: idParam,
    response: meetingOut,
  },
  'oneOnOnes.updateMeeting': {
    summary: "Change a meeting's shared notes, status or time (409 with the current one if it changed)",
    tags,
    access: 'member',
    params: idParam,
    body: meetingPatch,
    response: meetingOut,
  },
  'oneOnOnes.privateNote': {
    summary: "Write the caller's private note of a meeting (no one else ever reads it)",
    tags,
    access: 'member',
    params: idParam,
    body: privateNoteBody,
    response: meetingOut,
  },
  'oneOnOnes.addPoint': {
    summary: 'Add a talking point to the shared agenda',
    tags,
    access: 'member',
    params: idParam,
    body: pointCreate,
    status: 201,
    response: meetingOut,
  },
  'oneOnOnes.updatePoint': {
    summary: 'Change a talking point or mark it discussed',
    tags,
    access: 'member',
    params: pointParams,
    body: pointPatch,
    response: meetingOut,
  },
  'oneOnOnes.deletePoint': {
    summary: 'Remove a talking point',
    tags,
    access: 'member',
    params: pointParams,
    response: meetingOut,
  },
  'oneOnOnes.addActionItem': {
    summary: 'Add an action item with an owner (one of the two) and a due date',
    tags,
    access: 'member',
    params: idParam,
    body: actionItemCreate,
    status: 201,
    response: meetingOut,
  },
  'oneOnOnes.updateActionItem': {
    summary: 'Change an action item or mark it done',
    tags,
    access: 'member',
    params: actionItemParams,
    body: actionItemPatch,
    response: meetingOut,
  },
  'oneOnOnes.deleteActionItem': {
    summary: 'Remove an action item',
    tags,
    access: 'member',
    params: actionItemParams,
    response: meetingOut,
  },
  'oneOnOnes.linkGoal': {
    summary: 'Link a goal the two may read to the meeting',
    tags,
    access: 'member',
    params: idParam,
    body: goalLinkBody,
    response: meetingOut,
  },
  'oneOnOnes.unlinkGoal': {
    summary: 'Unlink a goal from the meeting',
    tags,
    access: 'member',
    params: goalLinkParams,
    response: meetingOut,
  },
} satisfies RouteDefs;

/** A meeting's page and every change of its agenda, notes, action items and goals. */
export function registerMeetingRoutes(api: FastifyInstance, { db }: ModuleDeps): void {
  route(api, meetingsRoutes, 'oneOnOnes.meeting', async ({ params, caller }) => getMeeting(db, caller, params.id));
  route(api, meetingsRoutes, 'oneOnOnes.updateMeeting', async ({ params, body, caller }) =>
    updateMeeting(db, caller, params.id, body),
  );
  route(api, meetingsRoutes, 'oneOnOnes.privateNote', async ({ params, body, caller }) =>
    writePrivateNote(db, caller, params.id, body.text),
  );
  route(api, meetingsRoutes, 'oneOnOnes.addPoint', async ({ params, body, caller }) =>
    addPoint(db, caller, params.id, body.text),
  );
  route(api, meetingsRoutes, 'oneOnOnes.updatePoint', async ({ params, body, caller }) =>
    updatePoint(db, caller, params.id, params.pointId, body),
  );
  route(api, meetingsRoutes, 'oneOnOnes.deletePoint', async ({ params, caller }) =>
    deletePoint(db, caller, params.id, params.pointId),
  );
  route(api, meetingsRoutes, 'oneOnOnes.addActionItem', async ({ params, body, caller }) =>
    addActionItem(db, caller, params.id, body),
  );
  route(api, meetingsRoutes, 'oneOnOnes.updateActionItem', async ({ params, body, caller }) =>
    updateActionItem(db, caller, params.id, params.itemId, body),
  );
  route(api, meetingsRoutes, 'oneOnOnes.deleteActionItem', async ({ params, caller }) =>
    deleteActionItem(db, caller, params.id, params.itemId),
  );
  route(api, meetingsRoutes, 'oneOnOnes.linkGoal', async ({ params, body, caller }) =>
    linkGoal(db, caller, params.id, body.goal),
  );
  route(api, meetingsRoutes, 'oneOnOnes.unlinkGoal', async ({ params, caller }) =>
    unlinkGoal(db, caller, params.id, params.goalId),
  );
}
