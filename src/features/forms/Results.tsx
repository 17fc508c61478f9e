import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextArea } from '../../components/TextArea.tsx';
import { useErrorText } from '../../api/errors.ts';
import type { FormDetailOut as FormDetail, ResultOut as Result } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { sourceAnchor } from '../ai/anchors.ts';
import { ImproveButton } from '../ai/ImproveDialog.tsx';
import { itemPath } from './api.ts';
import { useRefreshReview } from './queries.ts';
import { dropDraft, readDraft, useDraftKey, writeDraft } from './drafts.ts';
import { AutoText } from './AutoText.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { SaveState } from './SaveState.tsx';
import { useTextLimit, withinLimit } from './textLimit.ts';
import { Section } from './sections.tsx';
import { useItemSaver } from './useItemSaver.ts';

const notBlank = (text: string) => text.trim().length > 0;

function ResultRow({
  form,
  result,
  editable,
  onRemove,
  added = false,
}: {
  form: FormDetail;
  result: Result;
  editable: boolean;
  onRemove: () => void;
  /** Just added here: its text takes the focus from the add button, which the list moved away from. */
  added?: boolean;
}) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const path = itemPath('results', result.id);
  const key = draftKey(form.id, path, 'text');
  const saver = useItemSaver({ kind: 'results', id: result.id, version: result.version, current: result });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <AutoText
          label={translate('app.form.result')}
          value={result.text}
          editable={editable}
          draftKey={key}
          saver={saver}
          field="text"
          id={sourceAnchor('result', result.id, 'text')}
          minRows={1}
          accept={notBlank}
          autoFocus={added}
        />
        <Box sx={{ pt: 0.5, flexShrink: 0 }}>
          <SaveState saver={saver} />
        </Box>
        {editable ? (
          <IconButton aria-label={translate('app.form.remove_result')} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        ) : null}
      </Box>
      {editable ? (
        <ImproveButton
          name={result.text}
          source={() => {
            // Text typed and not saved yet is what the person sees: the assistant improves that.
            const typed = readDraft(key);
            return typed !== null && typed !== result.text
              ? { request: { text: typed }, before: typed }
              : { request: { result_id: result.id }, before: result.text };
          }}
          onAccept={(text) => {
            if (text === result.text) return;
            // The accepted text replaces whatever was typed: it is saved with the result's version.
            dropDraft(key);
            void saver.save({ text });
          }}
        />
      ) : null}
      <ConflictNotice saver={saver} />
    </Box>
  );
}

/** The employee's achievements: added, edited and removed at the SELF stage only. */
export function Results({ form, editable }: { form: FormDetail; editable: boolean }) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const { api } = useCompanyApi();
  const refresh = useRefreshReview();
  const notify = useNotify();
  const errorText = useErrorText();
  const newKey = draftKey(form.id, 'assessment_forms/items/results/', 'new');
  const [text, setText] = useState(() => (editable ? (readDraft(newKey) ?? '') : ''));
  const newLimit = useTextLimit(text, editable);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<number | null>(null);

  const fail = (error: unknown) => notify(errorText(error), { type: 'error' });
  const add = async () => {
    setBusy(true);
    try {
      const created = await api.addResult({ form: form.id, text: text.trim() });
      setAdded(created.id);
      setText('');
      dropDraft(newKey);
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    try {
      await api.deleteResult(id);
      await refresh();
    } catch (error) {
      fail(error);
    }
  };

  if (!editable && form.results.length === 0) return null;
  return (
    <Section title={translate(form.me.is_employee ? 'app.form.results' : 'app.form.employee_results')}>
      {form.results.map((result) => (
        <ResultRow
          key={result.id}
          form={form}
          result={result}
          editable={editable}
          onRemove={() => void remove(result.id)}
          added={result.id === added}
        />
      ))}
      {editable ? (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (notBlank(text) && withinLimit(text)) void add();
          }}
        >
          <TextArea
            size="small"
            fullWidth
            minRows={1}
            label={translate('app.form.new_result')}
            value={text}
            {...newLimit}
            onChange={(event) => {
              setText(event.target.value);
              writeDraft(newKey, event.target.value);
            }}
          />
          <Button type="submit" variant="outlined" disabled={!notBlank(text) || !withinLimit(text) || busy}>
            {translate('app.form.add_result')}
          </Button>
        </Box>
      ) : null}
      {editable && notBlank(text) ? (
        <ImproveButton
          name={text}
          source={() => ({ request: { text }, before: text })}
          onAccept={(next) => {
            setText(next);
            writeDraft(newKey, next);
          }}
        />
      ) : null}
    </Section>
  );
}
