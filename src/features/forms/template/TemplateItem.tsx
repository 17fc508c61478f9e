import { Alert, Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AnswerInput, chosenOf, type ItemKind, type Option } from './AnswerInput.tsx';
import { useAnswer, type AnswerSide, type AnswerView } from './useAnswer.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';
import type { LocalizedText } from '../../../../contract/templates.ts';

export type Part = 'self' | 'reviewer';
/** A question or a competency as one answered item. */
export type TemplateItemView = {
  key: string;
  kind: ItemKind;
  title: LocalizedText;
  description: LocalizedText | null;
  behaviours: LocalizedText | null;
  options: { value: string; label: LocalizedText }[];
  allowNotApplicable: boolean;
};

type Props = {
  formId: number;
  sectionKey: string;
  item: TemplateItemView;
  answer: AnswerView | undefined;
  /** The side the caller answers now; null when they only read. */
  editable: Part | null;
};

/** The read-only words of a side's answer; null when it has none. */
function answerText(item: TemplateItemView, options: Option[], side: AnswerSide | null, na: string): string | null {
  if (!side) return null;
  if (item.kind === 'text') return side.text.trim() ? side.text : null;
  if (item.kind === 'rating' && side.not_applicable) return na;
  const chosen = chosenOf(item.kind, side);
  return chosen ? (options.find((o) => o.value === chosen)?.label ?? chosen) : null;
}

/** One item of a questions or competencies section: the caller's side editable, the other side's answer shown. */
export function TemplateItem({ formId, sectionKey, item, answer, editable }: Props) {
  const translate = useTranslate();
  const word = useLocalizedText();
  const saver = useAnswer(formId, sectionKey, item.key, answer?.version ?? 0);
  const title = word(item.title);
  const options = item.options.map((o) => ({ value: o.value, label: word(o.label) }));
  const parts: Part[] = ['self', 'reviewer'];
  const na = translate('app.form_template.not_applicable');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`answer-${sectionKey}-${item.key}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {item.description && word(item.description) ? (
        <Typography variant="body2" color="text.secondary">
          {word(item.description)}
        </Typography>
      ) : null}
      {item.behaviours ? (
        <Typography variant="body2">
          {translate('app.form_template.expected')}: {word(item.behaviours)}
        </Typography>
      ) : null}
      {parts.map((part) => {
        const side = answer?.[part] ?? null;
        if (part === editable)
          return (
            <AnswerInput
              key={part}
              kind={item.kind}
              label={`${translate('app.form_template.your_answer')}: ${title}`}
              options={options}
              allowNotApplicable={item.allowNotApplicable}
              side={side}
              save={saver.save}
            />
          );
        const text = answerText(item, options, side, na);
        return text === null ? null : (
          <Typography key={part} variant="body2" data-testid={`answer-${part}`}>
            {translate(`app.form_template.${part}`)}: {text}
          </Typography>
        );
      })}
      {saver.status === 'saving' || saver.status === 'saved' ? (
        <Typography variant="caption" color="text.secondary" role="status">
          {translate(`app.form_template.${saver.status}`)}
        </Typography>
      ) : null}
      {saver.error ? <Alert severity="error">{translate(`app.form_template.errors.${saver.error}`)}</Alert> : null}
      <Divider />
    </Box>
  );
}
