import { factsOf, plural, sentence } from './common.ts';
import type { Catalogue, Fields, Labels } from './types.ts';

const labels: Labels = {
  employee: 'Employee',
  period: 'Review',
  stage: 'Stage',
  deadline: 'Deadline',
  reason: 'Reason',
  reviewer: 'New reviewer',
  holder: 'Responsible',
};
const days = plural('en-GB', { one: 'day', other: 'days' });
const notices = plural('en-GB', { one: 'notification', other: 'notifications' });
const forms = plural('en-GB', { one: 'form', other: 'forms' });

const until = (f: Fields, what: string) => sentence(f.deadline ? `${what} by ${f.deadline}` : what);
const own = (f: Fields) => f.stage === 'SELF';

export const en: Catalogue = {
  locale: 'en-GB',
  lang: 'en',
  greeting: (name) => (name ? `Hello, ${name}!` : 'Hello!'),
  stages: { SELF: 'Self-assessment', MANAGER: 'Manager assessment', FEEDBACK: 'Feedback', COMPLETE: 'Complete' },
  days,
  labels,
  linkHint: 'If the button does not open, copy this address into your browser:',
  footer: (company) =>
    `This message was sent by the performance review system of ${company}. You can choose which messages you get, and how often, in your notification settings.`,
  kinds: {
    self_open: (f) => ({
      subject: `${f.period} has started: please fill in your self-assessment`,
      lines: [`The review "${f.period}" has started.`, until(f, 'Please fill in your self-assessment')],
      facts: factsOf(labels, f),
      action: 'Open the self-assessment',
    }),
    to_review: (f) => ({
      subject: `A form to assess: ${f.employee}`,
      lines: ['The self-assessment is done and the form is now yours to assess.', until(f, 'Please assess it')],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    feedback_open: (f) => ({
      subject: `Your feedback for ${f.period} is ready`,
      lines: [
        'Your manager has finished assessing your form.',
        until(f, 'Please read the feedback and reply to it'),
        'To reply, choose whether you agree with the assessment; a comment is optional. Your manager completes the review once you reply or once the deadline has passed.',
      ],
      facts: factsOf(labels, f),
      action: 'Read the feedback',
    }),
    complete: (f) => ({
      subject: `Your form for "${f.period}" is complete`,
      lines: ['Your review is complete. The results and the feedback stay in the form.'],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    returned: (f) => ({
      subject: own(f) ? 'Your form was sent back to the self-assessment' : `A form was sent back to you: ${f.employee}`,
      lines: [`The form was sent back to the stage "${f.stageName}".`, until(f, 'Please rework it')],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    reopened: (f) => ({
      subject: `A completed form was reopened: ${f.employee}`,
      lines: [`The completed form was reopened at the stage "${f.stageName}".`],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    delegated: (f) => ({
      subject: `A form was handed to you: ${f.employee}`,
      lines: ['The form was handed to you: you assess it now.', until(f, 'Please finish the current stage')],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    relieved: (f) => ({
      subject: `A form was handed to another reviewer: ${f.employee}`,
      lines: ['Another reviewer handles the form now. Nothing more is needed from you.'],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    moved_by_deadline: (f) => ({
      subject: `The self-assessment deadline has passed: the form went to the manager (${f.employee})`,
      lines: [
        'The self-assessment deadline has passed, so the form went to the manager. The self-assessment stays as it was at the deadline.',
        until(f, 'The manager assessment is due'),
      ],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    reminder: (f) => {
      const left = f.daysLeft > 0 ? `${days(f.daysLeft)} left` : 'Due today';
      return {
        subject: own(f) ? `${left}: self-assessment for ${f.period}` : `${left}: ${f.stageName} — ${f.employee}`,
        lines: [sentence(`${left}: the stage "${f.stageName}" is due by ${f.deadline ?? '—'}`)],
        facts: factsOf(labels, f),
        action: 'Open the form',
      };
    },
    overdue: (f) => ({
      subject: own(f)
        ? `Your self-assessment is ${days(f.daysOver)} overdue`
        : `${days(f.daysOver)} overdue: ${f.stageName} — ${f.employee}`,
      lines: [`The stage "${f.stageName}" was due ${days(f.daysOver)} ago.`, 'Please finish it as soon as you can.'],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    nudge: (f) => ({
      subject: own(f)
        ? `A reminder from HR: your self-assessment is ${days(f.daysOver)} overdue`
        : `A reminder from HR: ${f.stageName} — ${f.employee}`,
      lines: [
        `HR reminds you: the stage "${f.stageName}" was due ${days(f.daysOver)} ago.`,
        'Please finish it as soon as you can.',
      ],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    escalation: (f) => ({
      subject: `Overdue in your team: ${f.stageName} — ${f.employee}`,
      lines: [
        `The stage "${f.stageName}" is ${days(f.daysOver)} overdue and the reminders have not helped.`,
        'Please help to get it finished.',
      ],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    review360_nomination: (f) => ({
      subject: `360 reviewers await your approval: ${f.employee}`,
      lines: [
        'The employee has chosen the colleagues who will give them 360 feedback and sent you the list.',
        'Please check the list, change it if needed and approve it: the colleagues then get their requests.',
      ],
      facts: factsOf(labels, f),
      action: 'Open 360 feedback',
    }),
    review360_request: (f) => ({
      subject: `A request for 360 feedback: ${f.employee}`,
      lines: [
        'You are asked to give feedback to a colleague. Answers are shown only aggregated, without names.',
        until(f, 'Please answer'),
      ],
      facts: factsOf(labels, f),
      action: 'Answer the request',
    }),
    review360_reminder: (f) => {
      const left = f.daysLeft > 0 ? `${days(f.daysLeft)} left` : 'Due today';
      return {
        subject: `${left}: 360 feedback — ${f.employee}`,
        lines: [sentence(`${left}: the request for feedback is due by ${f.deadline ?? '—'}`)],
        facts: factsOf(labels, f),
        action: 'Answer the request',
      };
    },
    review360_closed: (f) => ({
      subject: `360 feedback results are ready: ${f.employee}`,
      lines: ["Collecting 360 feedback has closed. The aggregated results are in the employee's form."],
      facts: factsOf(labels, f),
      action: 'Open the form',
    }),
    goal_check_in: (f) => ({
      subject: `Time to check in on the goal "${f.goal}"`,
      lines: [
        `The goal "${f.goal}" has had no check-in for ${days(f.daysSince)}, since ${f.day}.`,
        "Please record the key results' new values, the goal's health and a short comment.",
      ],
      facts: factsOf(labels, f),
      action: 'Open the goal',
    }),
    one_on_one_prepare: (f) => ({
      subject: `1:1 tomorrow: ${f.employee}`,
      lines: [`You have a 1:1 (${f.employee}) on ${f.day}. Add your talking points to the shared agenda.`],
      facts: factsOf(labels, f),
      action: 'Open the meeting',
    }),
    one_on_one_action_due: (f) => ({
      subject: `Action item due: "${f.item}"`,
      lines: [`The action item "${f.item}" from your 1:1 (${f.employee}) is due on ${f.day}.`],
      facts: factsOf(labels, f),
      action: 'Open the meeting',
    }),
  },
  hrTable: { caption: 'Overdue forms by department and stage', department: 'Department' },
  hrDigest: (f) => ({
    subject: `Overdue forms on ${f.day}: ${f.total}`,
    lines: [`Overdue in all: ${forms(f.total)}. The review pages have the details.`],
    facts: [],
    action: 'Open the review',
  }),
  digest: (f) => ({
    subject: `${notices(f.total)} for ${f.day}`,
    lines: [`Your notifications for ${f.day}: ${notices(f.total)}.`],
    facts: [],
    action: 'All notifications',
  }),
};
