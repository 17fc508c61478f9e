import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  formAgreementItems,
  formHipoItems,
  formManagerFeedbacks,
  formManagerGrades,
  formParticipantFeedbacks,
  formResults,
  formValueItems,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { goalsInForm } from './goals-in-form.ts';
import { agreementItemRows, hipoItemRows, valueItemRows } from './detail.ts';
import type {
  AgreementItemOut,
  HipoItemOut,
  ManagerFeedbackOut,
  ManagerGradesOut,
  ParticipantFeedbackOut,
  ResultOut,
  ValueItemOut,
} from './items.schemas.ts';
import {
  agreementItemView,
  hipoItemView,
  managerFeedbackView,
  managerGradesView,
  participantFeedbackView,
  resultView,
  valueItemView,
  type Visibility,
} from './view.ts';

/** Each item kind read back by id, as the form page shows it to the caller. */
export type ItemView<Out> = (ex: Executor, id: number, vis: Visibility, member: Member) => Promise<Out>;

const one = <T>(rows: T[]): T => {
  if (!rows[0]) throw new NotFound();
  return rows[0];
};

export const views = {
  values: (async (ex, id, vis) => {
    const r = one(await valueItemRows(ex, eq(formValueItems.id, id)));
    return valueItemView(r.item, r, vis);
  }) satisfies ItemView<ValueItemOut>,
  agreements: (async (ex, id, vis, member) => {
    const r = one(await agreementItemRows(ex, eq(formAgreementItems.id, id)));
    const goals = await goalsInForm(ex, member, [r.agreement.id]);
    return agreementItemView(r.item, r.agreement, vis, goals.get(r.agreement.id) ?? null);
  }) satisfies ItemView<AgreementItemOut>,
  hipo: (async (ex, id) => {
    const r = one(await hipoItemRows(ex, eq(formHipoItems.id, id)));
    return hipoItemView(r.item, r);
  }) satisfies ItemView<HipoItemOut>,
  results: (async (ex, id) =>
    resultView(one(await ex.select().from(formResults).where(eq(formResults.id, id))))) satisfies ItemView<ResultOut>,
  managerGrades: (async (ex, id) =>
    managerGradesView(
      one(await ex.select().from(formManagerGrades).where(eq(formManagerGrades.id, id))),
    )) satisfies ItemView<ManagerGradesOut>,
  managerFeedback: (async (ex, id) =>
    managerFeedbackView(
      one(await ex.select().from(formManagerFeedbacks).where(eq(formManagerFeedbacks.id, id))),
    )) satisfies ItemView<ManagerFeedbackOut>,
  participantFeedback: (async (ex, id) =>
    participantFeedbackView(
      one(await ex.select().from(formParticipantFeedbacks).where(eq(formParticipantFeedbacks.id, id))),
    )) satisfies ItemView<ParticipantFeedbackOut>,
};
