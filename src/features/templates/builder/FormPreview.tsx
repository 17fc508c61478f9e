import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { STAGES, type Stage } from '../../../../contract/enums.ts';
import type { TemplateSection } from '../../../../contract/templates.ts';
import { Choice } from './Choice.tsx';
import { PreviewQuestions } from './PreviewQuestions.tsx';
import { viewOf, type Viewer } from './preview.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

const VIEWERS: readonly Viewer[] = ['employee', 'reviewer'];

/** The form as the employee or the reviewer sees it at a stage, by each section's visibility rules. */
export function FormPreview({ sections }: { sections: TemplateSection[] }) {
  const translate = useBuilderTranslate();
  const appTranslate = useTranslate();
  const word = useLocalizedText();
  const [viewer, setViewer] = useState<Viewer>('employee');
  const [stage, setStage] = useState<Stage>('SELF');
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.template_builder.preview.${key}`, options);

  return (
    <Box component="section" aria-label={t('title')}>
      <Typography variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ my: 1 }}>
        <Choice label={t('as')} value={viewer} choices={VIEWERS} labelOf={(v) => t(v)} onChange={setViewer} />
        <Choice
          label={t('stage')}
          value={stage}
          choices={STAGES}
          labelOf={(v) => appTranslate(`app.stages.${v}`)}
          onChange={setStage}
        />
      </Stack>
      <Stack spacing={1} component="ol" sx={{ pl: 0, listStyle: 'none' }}>
        {sections.map((section) => {
          const view = viewOf(section, viewer, stage);
          const lines: string[] = [];
          if (view.own !== 'none') lines.push(t(view.own));
          if (view.other === 'shown') lines.push(t('other_shown'));
          if (view.other === 'hidden')
            lines.push(t('other_hidden', { stage: appTranslate(`app.stages.${view.from}`) }));
          if (!lines.length) lines.push(t('nothing'));
          const title = word(section.title);
          return (
            <Card key={section.key} component="li" variant="outlined" aria-label={title}>
              <CardContent>
                <Typography variant="subtitle1">{title}</Typography>
                {lines.map((line) => (
                  <Typography key={line} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
                {view.own !== 'none' || view.other === 'shown' ? <PreviewQuestions section={section} /> : null}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
