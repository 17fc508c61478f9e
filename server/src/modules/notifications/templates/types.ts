import type { NotificationKind, Stage } from '../../../../../contract/enums.ts';

/** What a mail says, before it is laid out as plain text and as HTML. Values are raw: the layout escapes them. */
export type Body = {
  subject: string;
  /** Paragraphs, in order. */
  lines: string[];
  /** Labelled facts shown as a small table: the employee, the period, the stage, the deadline, the reason. */
  facts: [label: string, value: string][];
  /** The button to the page to act on. */
  action: string;
  /** A table of figures (the HR digest's departments). */
  table?: { caption: string; head: string[]; rows: string[][] };
  /** Notices, each with its own page (a person's digest). */
  items?: { text: string; url: string }[];
};

/** A notice's data made ready to be read: names as they are, the stage in words, dates in the reader's locale. */
export type Fields = {
  company: string;
  employee: string;
  period: string;
  stage: Stage | null;
  /** The stage's name in the reader's language. */
  stageName: string;
  deadline: string | null;
  /** The deadline's last minute in the reader's zone, named; null without a zone or a deadline. */
  deadlineEnd: string | null;
  reason: string | null;
  reviewer: string;
  holder: string;
  daysLeft: number;
  daysOver: number;
  day: string;
  total: number;
  /** A goal's title (a goal's notices). */
  goal: string;
  /** Days since the goal's last check-in (or its start). */
  daysSince: number;
  /** An action item's text. */
  item: string;
};

/** The kinds that are about one form. */
export type FormKind = Exclude<NotificationKind, 'hr_digest' | 'digest'>;

export type Labels = {
  employee: string;
  period: string;
  stage: string;
  deadline: string;
  reason: string;
  reviewer: string;
  holder: string;
};

/** Every text of the mail in one language; the compiler checks that each language has them all. */
export type Catalogue = {
  /** BCP 47 tag for dates and plurals, and the HTML's lang. */
  locale: string;
  lang: string;
  greeting: (name: string) => string;
  stages: Record<Stage, string>;
  /** "1 день", "2 дня", "5 дней". */
  days: (n: number) => string;
  labels: Labels;
  /** When the button cannot be followed: the address to copy. */
  linkHint: string;
  footer: (company: string) => string;
  kinds: Record<FormKind, (f: Fields) => Body>;
  /** The HR digest's table: its caption and first column; the other columns are the stages. */
  hrTable: { caption: string; department: string };
  hrDigest: (f: Fields) => Body;
  digest: (f: Fields) => Body;
};
