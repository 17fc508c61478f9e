import { styled } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TextareaHTMLAttributes } from 'react';

type TextAreaProps = Omit<TextFieldProps, 'multiline' | 'minRows' | 'maxRows' | 'rows' | 'slotProps'> & {
  /** Lines shown while the text is shorter; the field grows with its text beyond them. */
  minRows?: number;
  readOnly?: boolean;
  /** Attributes of the textarea itself (maxLength, aria-label). */
  htmlInput?: TextareaHTMLAttributes<HTMLTextAreaElement>;
};

/**
 * The browser sizes the field to its text (CSS field-sizing): MUI's multiline field measures a hidden copy of every
 * textarea after each render instead, a forced layout per field that made a page of comments take a long task to
 * appear. Where field-sizing is not supported the field keeps its lines and the person can drag it taller.
 */
const Growing = styled(TextField)({
  '& textarea': { fieldSizing: 'content' },
  '@supports not (field-sizing: content)': { '& textarea': { resize: 'vertical' } },
});

export function TextArea({ minRows = 2, readOnly, htmlInput, ...props }: TextAreaProps) {
  return (
    <Growing
      {...props}
      multiline
      slotProps={{
        input: { inputComponent: 'textarea', readOnly },
        htmlInput: { rows: minRows, style: { minHeight: `${String(minRows)}lh` }, ...htmlInput },
      }}
    />
  );
}
