import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TemplateSection } from '../../../../contract/templates.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { scalesQuery } from '../scales/queries.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';

/**
 * A questions section's questions as the form lists them: each one's text, whether it must be answered (the form
 * asks for it only when the section and the question are both required), and a rating's scale (the question's own,
 * else the section's, else the company's built-in one).
 */
export function PreviewQuestions({ section }: { section: TemplateSection }) {
  const translate = useBuilderTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.template_builder.preview.${key}`, options);
  const word = useLocalizedText();
  const scales = useQuery(scalesQuery(useCompany().id)).data?.results ?? [];
  const scaleLine = (id: number | undefined) => {
    const scale = scales.find((row) => (id === undefined ? row.built_in : row.id === id));
    if (!scale) return null;
    const values = scale.points.map((point) => point.value);
    const range = values.length ? `${String(Math.min(...values))}–${String(Math.max(...values))}` : '';
    return t('scale', { name: word(scale.name), range });
  };
  const questions = section.questions ?? [];
  if (!questions.length) return null;
  return (
    <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
      {questions.map((q) => {
        const scale = q.type === 'rating' ? scaleLine(q.scaleId ?? section.scaleId) : null;
        return (
          <Box component="li" key={q.key} sx={{ mb: 0.5 }}>
            <Typography variant="body2" component="span">
              {word(q.text)}
            </Typography>
            {section.required && q.required ? (
              <Chip size="small" variant="outlined" label={t('required')} sx={{ ml: 1 }} />
            ) : null}
            {scale ? (
              <Typography variant="caption" component="p" color="text.secondary">
                {scale}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
