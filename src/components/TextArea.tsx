import { styled } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TextareaHTMLAttributes } from 'react';

type TextAreaProps = Omit<
  TextFieldProps,
  'multiline' | 'minRows' | 'maxRows' | 'rows' | 'select' | 'slots' | 'slotProps' | 'type'
> & {
  /** Lines shown while the text is shorter; the field grows with its text beyond them. */
  minRows: number;
  readOnly?: boolean;
  /** Attributes of the textarea itself (maxLength, aria-label). */
  htmlInput?: TextareaHTMLAttributes<HTMLTextAreaElement>;
};

/** Whether the browser sizes a textarea to its text itself (CSS field-sizing). */
const SIZED_BY_BROWSER = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

// Only its height follows the text: sized to its content, a textarea would also widen the field and the page past
// their edge for a word too long for a line (a pasted link) instead of breaking it.
const Growing = styled(TextField)({ '& textarea': { fieldSizing: 'content', contain: 'inline-size' } });

/**
 * Text of several lines that grows with it. Where the browser can, it sizes the field to its text: MUI's multiline
 * field measures a hidden copy of every textarea after each render instead, a forced layout per field that made a
 * page of comments take a long task to appear. Elsewhere MUI's field does it.
 */
export function TextArea({ minRows, readOnly, htmlInput, ...props }: TextAreaProps) {
  if (!SIZED_BY_BROWSER) {
    return <TextField {...props} multiline minRows={minRows} slotProps={{ input: { readOnly }, htmlInput }} />;
  }
  return (
    <Growing
      {...props}
      multiline
      slotProps={{
        input: { inputComponent: 'textarea', readOnly },
        htmlInput: {
          ...htmlInput,
          rows: minRows,
          type: undefined,
          style: { ...htmlInput?.style, minHeight: `${String(minRows)}lh` },
        },
      }}
    />
  );
}
