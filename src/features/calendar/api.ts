import { call } from '../../httpClient.ts';

/** The signed-in person's own calendar feed: not a company's, so its key sits beside the session's. */
export const calendarFeedKey = ['calendar', 'feed'] as const;

/** The person's private calendar address of their review deadlines and 1:1s, in every company they work in. */
export const calendarFeedCalls = {
  /** Whether an address works now, and since when (the address itself is shown once, when issued). */
  state: () => call('calendar.feedState'),
  /** A new address; the previous one stops working. */
  issue: () => call('calendar.issueFeed'),
  revoke: async () => {
    await call('calendar.revokeFeed');
  },
};
