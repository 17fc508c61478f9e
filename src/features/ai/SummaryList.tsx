import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormDetailOut as FormDetail, GapBulletOut, SummaryBulletOut, SummaryOut } from '../../api/types.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { SourceLink } from './SourceLink.tsx';
import { useEngineName } from './useAi.ts';

type Bullet = SummaryBulletOut | GapBulletOut;

function BulletItem({ form, bullet }: { form: FormDetail; bullet: Bullet }) {
  const translate = useTranslate();
  const gap = bullet.section === 'grade_gap' || bullet.section === 'missed_agreement';
  return (
    <Box component="li" sx={{ mb: 1 }}>
      <Typography variant="body1">
        {gap ? <strong>{translate(`app.ai.summary.${bullet.section}`)}: </strong> : null}
        {bullet.text}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary" component="span">
          {translate('app.ai.summary.sources')}
        </Typography>
        {bullet.sources.map((source) => (
          <SourceLink key={`${source.kind}-${source.id}-${source.field}-${source.quote}`} source={source} form={form} />
        ))}
      </Box>
    </Box>
  );
}

function Group({ form, title, bullets, id }: { form: FormDetail; title: string; bullets: Bullet[]; id: string }) {
  if (bullets.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {bullets.map((bullet, index) => (
          // Bullets have no id of their own; an answer's order is stable until the next one replaces it.
          <BulletItem key={index} bullet={bullet} form={form} />
        ))}
      </Box>
    </Box>
  );
}

/** The bullets grouped: strengths, growth areas, then the gaps worth discussing; each cites the form. */
export function SummaryList({ summary, form }: { summary: SummaryOut; form: FormDetail }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const engineName = useEngineName();
  const strengths = summary.summary.filter((bullet) => bullet.section === 'strength');
  const growth = summary.summary.filter((bullet) => bullet.section === 'growth_area');
  const empty = summary.summary.length === 0 && summary.gaps.length === 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {empty ? <Typography>{translate('app.ai.summary.empty')}</Typography> : null}
      <Group
        form={form}
        id={`ai-${form.id}-strength`}
        title={translate('app.ai.summary.strength')}
        bullets={strengths}
      />
      <Group form={form} id={`ai-${form.id}-growth`} title={translate('app.ai.summary.growth_area')} bullets={growth} />
      <Group form={form} id={`ai-${form.id}-gaps`} title={translate('app.ai.summary.gaps')} bullets={summary.gaps} />
      {summary.dropped > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.ai.summary.dropped', { smart_count: summary.dropped })}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {translate('app.ai.summary.generated', {
          time: formatDateTime(summary.generated_at),
          engine: engineName(summary.engine),
        })}
      </Typography>
    </Box>
  );
}
