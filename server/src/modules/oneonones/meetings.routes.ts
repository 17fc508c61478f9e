import type { RouteDefs } from '../../http/route.ts';
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
