import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ValueItemOut as ValueItem } from '../../api/types.ts';
import { AutoText } from './AutoText.tsx';
import { GradeField } from './ChoiceField.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import type { GradeScale } from './fieldWords.ts';
import { SaveState } from './SaveState.tsx';
import type { Saver } from './useItemSaver.ts';

type GradeColumnProps = {
  /** Whose part it is: the employee's own or the reviewer's. */
  part: 'self' | 'manager';
  /** The value's or agreement's name, which each field's accessible name carries. */
  subject: string;
  scale: GradeScale;
  item: Pick<ValueItem, 'self_grade' | 'self_comment' | 'manager_grade' | 'manager_comment'>;
  editable: boolean;
  saver: Saver;
  draftKey: (field: string) => string;
  /** The comment's DOM id: the AI summary's sources scroll to it. */
  commentId: string;
};

/** One side of a graded item: the grade with its save state, the comment, and a conflict's choice. */
export function GradeColumn({ part, subject, scale, item, editable, saver, draftKey, commentId }: GradeColumnProps) {
  const translate = useTranslate();
  const gradeField = `${part}_grade` as const;
  const commentField = `${part}_comment` as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <GradeField
          label={translate(`app.form.${gradeField}`)}
          subject={subject}
          scale={scale}
          value={item[gradeField]}
          editable={editable}
          draftKey={draftKey(gradeField)}
          saver={saver}
          field={gradeField}
        />
        <SaveState saver={saver} />
      </Box>
      <AutoText
        label={translate(`app.form.${commentField}`)}
        subject={subject}
        value={item[commentField] ?? ''}
        editable={editable}
        draftKey={draftKey(commentField)}
        saver={saver}
        field={commentField}
        id={commentId}
      />
      <ConflictNotice saver={saver} scale={scale} />
    </Box>
  );
}
