import { Box, Paper, Typography } from '@mui/material';
import { Fragment, type ReactNode, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { boxTone, LEVELS, ROWS, type Cell } from './boxes.ts';

type FrameProps = {
  cell: Cell;
  count: number;
  children: ReactNode;
  /** The drop target's node, on the calibration board. */
  frameRef?: Ref<HTMLDivElement>;
  /** A card is dragged over it. */
  highlighted?: boolean;
};

/** One box: its name, its levels in words, how many people it holds, and their cards. */
export function BoxFrame({ cell, count, children, frameRef, highlighted = false }: FrameProps) {
  const translate = useTranslate();
  const headingId = `nine-box-${cell.key}`;
  const level = (axis: 'performance' | 'potential') =>
    translate(`app.calibration.levels.${axis}.${cell[axis]}`).toLocaleLowerCase();
  return (
    <Paper
      ref={frameRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
        minHeight: { lg: 160 },
        borderTopWidth: 4,
        borderTopColor: `${boxTone(cell)}.main`,
        bgcolor: highlighted ? 'action.selected' : 'background.paper',
        outline: highlighted ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 1,
            alignItems: 'baseline',
          }}
        >
          <Typography id={headingId} component="h3" variant="subtitle2">
            {translate(`app.calibration.boxes.${cell.key}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.calibration.nine_box.count', { smart_count: count })}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('app.calibration.nine_box.box_levels', {
            performance: level('performance'),
            potential: level('potential'),
          })}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/** A box's cards, one under another; on the 3×3 grid a crowded box scrolls within itself. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        maxHeight: { lg: 480 },
        overflowY: { lg: 'auto' },
      }}
    >
      {children}
    </Box>
  );
}

/** Those placed on performance alone: no hipo decision to read their potential from. */
export function NoPotentialSection({
  id,
  heading,
  count,
  children,
}: {
  id: string;
  heading: 'h2' | 'h3';
  count: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component={heading} variant="subtitle1">
        {translate('app.calibration.nine_box.no_potential_title')} (
        {translate('app.calibration.nine_box.count', { smart_count: count })})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.calibration.nine_box.no_potential_help')}
      </Typography>
      {children}
    </Paper>
  );
}

const axisLabel = { display: { xs: 'none', lg: 'flex' }, color: 'text.secondary', fontWeight: 600 } as const;

/**
 * The 3×3 grid, potential rising upwards and performance to the right, with both axes named; on phones and
 * tablets the boxes stand one under another, each naming its levels. `renderBox` draws each box.
 */
export function NineBoxGrid({ renderBox }: { renderBox: (cell: Cell) => ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '28px repeat(3, minmax(0, 1fr))' },
      }}
    >
      {ROWS.map((row) => (
        <Fragment key={row[0].potential}>
          <Typography
            variant="caption"
            aria-hidden
            sx={{ ...axisLabel, writingMode: 'vertical-rl', transform: 'rotate(180deg)', justifyContent: 'center' }}
          >
            {`${translate('app.calibration.nine_box.potential')}: ${translate(
              `app.calibration.levels.potential.${row[0].potential}`,
            ).toLocaleLowerCase()}`}
          </Typography>
          {row.map((cell) => (
            <Fragment key={cell.key}>{renderBox(cell)}</Fragment>
          ))}
        </Fragment>
      ))}
      <Box sx={{ display: { xs: 'none', lg: 'block' } }} />
      {LEVELS.map((performance) => (
        <Typography key={performance} variant="caption" aria-hidden sx={{ ...axisLabel, justifyContent: 'center' }}>
          {`${translate('app.calibration.nine_box.performance')}: ${translate(
            `app.calibration.levels.performance.${performance}`,
          ).toLocaleLowerCase()}`}
        </Typography>
      ))}
    </Box>
  );
}
