import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import type {
  AgreementItemOut as AgreementItem,
  FormDetailOut as FormDetail,
  HipoItemOut as HipoItem,
  ManagerGradesUpdateOut,
  ValueItemOut as ValueItem,
} from '../../api/types.ts';
import { sourceAnchor } from '../ai/anchors.ts';
import { itemPath } from './api.ts';
import { useDraftKey } from './drafts.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { AutoText } from './AutoText.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { SaveState } from './SaveState.tsx';
import { GradeColumn } from './GradeColumn.tsx';
import { GoalInForm } from './GoalInForm.tsx';
import { useItemSaver } from './useItemSaver.ts';

/** Who may change which part of the form now (DESIGN section 5). */
export type Editable = { self: boolean; manager: boolean; managerFeedback: boolean; participant: boolean };

export function editableParts(form: FormDetail): Editable {
  const open = !form.me.read_only;
  return {
    self: open && form.me.is_employee && form.stage === 'SELF',
    manager: open && form.me.is_reviewer && form.stage === 'MANAGER',
    managerFeedback: open && form.me.is_reviewer && form.stage === 'FEEDBACK',
    participant: open && form.me.is_employee && form.stage === 'FEEDBACK',
  };
}

type SectionProps = { title: string; note?: ReactNode; action?: ReactNode; children: ReactNode };

/** A part of the form: its title is a level-2 heading under the page's, its items' titles level 3. */
export function Section({ title, note, action, children }: SectionProps) {
  return (
    // Never shrunk by the page's column: a card hides what overflows it, so a shrunk card would cut its content off.
    <Card component="section" aria-label={title} sx={{ flexShrink: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

/** A value's manager grade is written through the form's grades: the answer lists the values it changed. */
function versionOfValue(itemId: number) {
  return (answer: ManagerGradesUpdateOut | AgreementItem): number =>
    'values' in answer ? Number(answer.values.find((value) => value.id === itemId)?.version) : answer.version;
}

type GradedProps = { form: FormDetail; item: ValueItem | AgreementItem; kind: 'values' | 'agreements'; edit: Editable };

/** A value or an agreement: the employee's part beside the reviewer's (two columns on wide screens). */
export function GradedRow({ form, item, kind, edit }: GradedProps) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const formatDate = useFormatDate();
  const selfPath = itemPath(kind, item.id);
  const self = useItemSaver({ kind, id: item.id, version: item.version, current: item });
  const manager = useItemSaver<'manager_grades_update' | 'agreements'>(
    kind === 'values'
      ? {
          kind: 'manager_grades_update',
          id: form.manager_grades?.id ?? 0,
          version: item.version,
          current: item,
          build: (patch, version) => ({ values: [{ id: item.id, ...patch, version }] }),
          versionOf: versionOfValue(item.id),
        }
      : { kind, id: item.id, version: item.version, current: item },
  );
  const title = 'name' in item ? item.name : item.title;
  const scale = kind === 'values' ? 'values' : 'agreements';
  const showSelf = edit.self || item.self_grade !== null || item.self_comment !== null;
  const showManager = edit.manager || item.manager_grade !== null || item.manager_comment !== null;
  const key = (field: string) => draftKey(form.id, selfPath, field);
  const anchor = (field: 'title' | 'self_comment' | 'manager_comment') =>
    sourceAnchor(kind === 'values' ? 'value' : 'agreement', item.id, field);
  const column = { subject: title, scale, item, draftKey: key } as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`${kind}-${item.id}`}>
      {/* Focusable from the summary only: a gap between grades cites the item's title. */}
      <Typography id={anchor('title')} tabIndex={-1} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {item.description ? (
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
      ) : null}
      {'due_date' in item && item.due_date ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.form.due', { date: formatDate(item.due_date) })}
        </Typography>
      ) : null}
      {'goal' in item && item.goal ? <GoalInForm goal={item.goal} itemId={item.id} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: showSelf && showManager ? '1fr 1fr' : '1fr' },
        }}
      >
        {showSelf ? (
          <GradeColumn {...column} part="self" editable={edit.self} saver={self} commentId={anchor('self_comment')} />
        ) : null}
        {showManager ? (
          <GradeColumn
            {...column}
            part="manager"
            editable={edit.manager}
            saver={manager}
            commentId={anchor('manager_comment')}
          />
        ) : null}
      </Box>
      <Divider />
    </Box>
  );
}

export function HipoRow({ form, item, editable }: { form: FormDetail; item: HipoItem; editable: boolean }) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const path = itemPath('hipo', item.id);
  const saver = useItemSaver({ kind: 'hipo', id: item.id, version: item.version, current: item });
  const options = (['IS_HIPO', 'IS_NOT_HIPO'] as const).map((decision) => ({
    value: decision,
    label: translate(`app.form.hipo.${decision}`),
  }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`hipo-${item.id}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {item.name}
      </Typography>
      {item.description ? (
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ChoiceField
          label={translate('app.form.hipo_decision')}
          subject={item.name}
          value={item.decision}
          options={options}
          emptyLabel={translate('app.form.no_decision')}
          editable={editable}
          draftKey={draftKey(form.id, path, 'decision')}
          saver={saver}
          field="decision"
        />
        <SaveState saver={saver} />
      </Box>
      <AutoText
        label={translate('app.form.comment')}
        subject={item.name}
        value={item.comment}
        editable={editable}
        draftKey={draftKey(form.id, path, 'comment')}
        saver={saver}
        field="comment"
        id={sourceAnchor('hipo', item.id, 'comment')}
        minRows={1}
      />
      <ConflictNotice saver={saver} />
      <Divider />
    </Box>
  );
}
