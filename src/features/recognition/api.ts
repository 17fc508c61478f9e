import type { ApiBody } from '../../../server/src/http/api.ts';
import type { PraiseReaction } from '../../../contract/enums.ts';
import { call, type Query } from '../../httpClient.ts';

export type FeedbackBody = ApiBody<'peerFeedback.give'>;
export type FeedbackRequestBody = ApiBody<'peerFeedback.request'>;
export type PraiseBody = ApiBody<'praise.create'>;

/** Feedback any time and praise (data provider methods); who may read what, the server decides. */
export function recognitionCalls(companyId: number) {
  return {
    /** `box` received, sent or team (a manager's people's, shared with them); paged. */
    getPeerFeedback: (query: Query) => call('peerFeedback.list', { params: { companyId }, query }),
    giveFeedback: (body: FeedbackBody) => call('peerFeedback.give', { params: { companyId }, body }),
    /** `box` to_me (asked of the caller) or mine (the caller's requests); paged. */
    getFeedbackRequests: (query: Query) => call('peerFeedback.requests', { params: { companyId }, query }),
    requestFeedback: (body: FeedbackRequestBody) => call('peerFeedback.request', { params: { companyId }, body }),
    /** The company's directory by name (`search`), paged; `reports` for the caller's own people only. */
    searchColleagues: (query: Query) => call('colleagues.search', { params: { companyId }, query }),
    /** Newest first by keyset: `cursor` is the previous answer's `next`. */
    getPraise: (query: Query) => call('praise.feed', { params: { companyId }, query }),
    givePraise: (body: PraiseBody) => call('praise.create', { params: { companyId }, body }),
    react: (id: number, kind: PraiseReaction) => call('praise.react', { params: { companyId, id }, body: { kind } }),
    unreact: (id: number, kind: PraiseReaction) => call('praise.unreact', { params: { companyId, id, kind } }),
    /** Admins: hide a praise with a reason. */
    hidePraise: (id: number, reason: string) => call('praise.hide', { params: { companyId, id }, body: { reason } }),
    /** What the review form reads of the time between reviews, in the form's period. */
    getBetweenReviews: (formId: number) => call('forms.betweenReviews', { params: { companyId, id: formId } }),
    /** The caller's own positions in the company (with their manager). */
    getMyPositions: () => call('people.mine', { params: { companyId } }),
  };
}
