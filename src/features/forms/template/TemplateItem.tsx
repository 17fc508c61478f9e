import { Alert, Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';
import { sourceAnchor } from '../../ai/anchors.ts';
import type { LocalizedText } from '../../../../contract/templates.ts';
import { answerPath } from '../api.ts';
import { AutoText } from '../AutoText.tsx';
import { ConflictNotice, type ConflictWords } from '../ConflictNotice.tsx';
import { useDraftKey } from '../drafts.ts';
import { scalar } from '../fieldDrafts.ts';
import { SaveState } from '../SaveState.tsx';
import { AnswerChoice, chosenOf, NOT_APPLICABLE, type ItemKind, type Option } from './AnswerInput.tsx';
import type { AnswerSide, AnswerView, Part } from './types.ts';
import { useAnswerSaver } from './useAnswerSaver.ts';

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

/** The codes a refused answer is worded by; any other is said to have failed. */
const ANSWER_ERRORS = new Set([
  'answer_outside_scale',
  'not_applicable_not_allowed',
  'answer_not_an_option',
  'stale_version',
]);

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
  const draftKey = useDraftKey();
  const part = editable ?? 'self';
  const saver = useAnswerSaver(formId, sectionKey, item.key, answer, part);
  const title = word(item.title);
  const options = item.options.map((o) => ({ value: o.value, label: word(o.label) }));
  const parts: Part[] = ['self', 'reviewer'];
  const na = translate('app.form_template.not_applicable');
  const label = `${translate('app.form_template.your_answer')}: ${title}`;
  const words: ConflictWords = {
    label: () => translate('app.form_template.your_answer'),
    describe: (field, value) => {
      if (field === 'text')
        return scalar(value) ? translate('app.form.quoted', { text: scalar(value) }) : translate('app.form.empty');
      if (field === 'not_applicable') return value === true ? na : translate('app.form_template.no_answer');
      const chosen = scalar(value);
      if (!chosen) return translate('app.form_template.no_answer');
      return chosen === NOT_APPLICABLE ? na : (options.find((o) => o.value === chosen)?.label ?? chosen);
    },
  };
  // Where an AI summary's quote of this answer leads: the side's text, once the answer has a row.
  const anchorOf = (side: Part) =>
    answer
      ? sourceAnchor('template_answer', answer.id, side === 'self' ? 'self_comment' : 'manager_comment')
      : undefined;
  const error = saver.status === 'error' && saver.error ? saver.error : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`answer-${sectionKey}-${item.key}`}>
      <Typography
        id={answer ? sourceAnchor('template_answer', answer.id, 'title') : undefined}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
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
      {parts.map((side) => {
        const given = answer?.[side] ?? null;
        if (side === editable)
          return item.kind === 'text' ? (
            <AutoText
              key={side}
              id={anchorOf(side)}
              label={label}
              value={given?.text ?? ''}
              editable
              draftKey={draftKey(formId, answerPath(formId, sectionKey, item.key), 'text')}
              saver={saver}
              field="text"
            />
          ) : (
            <AnswerChoice
              key={side}
              kind={item.kind}
              label={label}
              options={options}
              allowNotApplicable={item.allowNotApplicable}
              side={given}
              saver={saver}
            />
          );
        const text = answerText(item, options, given, na);
        return text === null ? null : (
          <Typography key={side} variant="body2" data-testid={`answer-${side}`} id={anchorOf(side)} tabIndex={-1}>
            {translate(`app.form_template.${side}`)}: {text}
          </Typography>
        );
      })}
      {editable ? (
        <Box>
          <SaveState saver={saver} />
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error">
          {translate(`app.form_template.errors.${ANSWER_ERRORS.has(error) ? error : 'failed'}`)}
        </Alert>
      ) : null}
      <ConflictNotice saver={saver} words={words} />
      <Divider />
    </Box>
  );
}
