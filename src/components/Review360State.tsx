import { Chip, type ChipProps } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Review360SubjectStatus } from '../../contract/enums.ts';

/** A person's 360 as people read it: the stored status, and a closed 360 told apart when nobody was nominated. */
export type Review360State = Review360SubjectStatus | 'released_empty';

/** The state of a person with this status and this many reviewers nominated (any request status). */
export function review360StateOf(status: Review360SubjectStatus, reviewers: number): Review360State {
  return status === 'released' && reviewers === 0 ? 'released_empty' : status;
}

const COLORS: Record<Review360State, ChipProps['color']> = {
  nominating: 'default',
  pending_approval: 'warning',
  collecting: 'info',
  released: 'success',
  released_empty: 'default',
};

/** The one wording of each 360 state (app.review360.states.*). */
export function useReview360StateText(): (state: Review360State) => string {
  const translate = useTranslate();
  return useCallback((state: Review360State) => translate(`app.review360.states.${state}`), [translate]);
}

/** A person's 360 state as a chip, the same on every page that shows it. */
export function Review360StateChip({ status, reviewers }: { status: Review360SubjectStatus; reviewers: number }) {
  const text = useReview360StateText();
  const state = review360StateOf(status, reviewers);
  return <Chip size="small" color={COLORS[state]} label={text(state)} />;
}
