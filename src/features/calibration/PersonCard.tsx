import { Box, Link as MuiLink, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NineBoxPersonOut } from '../../api/types.ts';
import { useLocalizedText } from '../../hooks/useLocalizedText.ts';
import { formPath, useFormatNumber } from './format.ts';

/** What a card shows of a person: the 9-box's own card, or a calibration entry shaped the same. */
export type CardPerson = Pick<
  NineBoxPersonOut,
  | 'form_id'
  | 'full_name'
  | 'position'
  | 'overall_grade'
  | 'calibrated_grade'
  | 'performance'
  | 'potential'
  | 'calibrated_potential'
> &
  Partial<Pick<NineBoxPersonOut, 'grade_label'>>;

type Props = {
  person: CardPerson;
  /** Buttons beside the name (the calibration board's "Move…"). */
  actions?: ReactNode;
  /** Shown while the card is dragged or saved. */
  dimmed?: boolean;
  /** A line under the grades, e.g. that calibration moved the person. */
  note?: string;
};

/**
 * A person in a box: the name opens their form; position, grades and both axes' values below it (the potential's
 * level alone where a calibration session set it: its value is then no share of decisions).
 */
export function PersonCard({ person, actions, dimmed = false, note }: Props) {
  const translate = useTranslate();
  const basename = useBasename();
  const number = useFormatNumber();
  const localized = useLocalizedText();
  const grade = (value: number | null) => (value === null ? translate('app.calibration.card.no_grade') : String(value));
  const level = (axis: 'performance' | 'potential', value: string) =>
    translate(`app.calibration.levels.${axis}.${value}`).toLocaleLowerCase();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.25, opacity: dimmed ? 0.5 : 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <MuiLink
          component={Link}
          to={formPath(basename, person.form_id)}
          aria-label={translate('app.calibration.card.open', { name: person.full_name })}
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {person.full_name}
        </MuiLink>
        {actions}
      </Box>
      {person.position ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {person.position}
        </Typography>
      ) : null}
      <Typography variant="caption">
        {translate('app.calibration.card.overall', { grade: grade(person.overall_grade) })}
        {person.calibrated_grade !== null
          ? ` · ${translate('app.calibration.card.calibrated', { grade: grade(person.calibrated_grade) })}`
          : null}
        {person.grade_label
          ? ` · ${translate('app.calibration.card.scale_label', { label: localized(person.grade_label) })}`
          : null}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.calibration.card.performance', {
          value: number(person.performance.value),
          level: level('performance', person.performance.level),
        })}
        {person.calibrated_potential
          ? ` · ${translate('app.calibration.card.calibrated_potential', {
              level: level('potential', person.calibrated_potential),
            })}`
          : person.potential
            ? ` · ${translate('app.calibration.card.potential', {
                value: number(person.potential.value),
                level: level('potential', person.potential.level),
              })}`
            : null}
      </Typography>
      {note ? (
        <Typography variant="caption" color="primary.dark" sx={{ fontWeight: 600 }}>
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}
