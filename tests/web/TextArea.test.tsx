import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The field as a browser with (or without) CSS field-sizing gets it: the module reads the support once. */
async function textAreaWhere(sizedByBrowser: boolean) {
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) => sizedByBrowser && property === 'field-sizing' && value === 'content',
  });
  vi.resetModules();
  return (await import('../../src/components/TextArea.tsx')).TextArea;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TextArea', () => {
  it.each([true, false])(
    'keeps the textarea’s attributes and read-only state (sized by the browser: %s)',
    async (sized) => {
      const TextArea = await textAreaWhere(sized);
      render(
        <TextArea
          label="Комментарий"
          value="Текст"
          minRows={3}
          readOnly
          helperText="0 из 5000 символов"
          htmlInput={{ maxLength: 5000, 'aria-label': 'Комментарий к ценности' }}
          onChange={() => undefined}
        />,
      );
      const field = screen.getByRole('textbox', { name: 'Комментарий к ценности' });
      if (!(field instanceof HTMLTextAreaElement)) throw new Error('the field is not a textarea');
      expect(field.maxLength).toBe(5000);
      expect(field.readOnly).toBe(true);
      expect(field.value).toBe('Текст');
      expect(field.hasAttribute('type')).toBe(false);
      expect(screen.getByText('0 из 5000 символов')).toBeTruthy();
      // The browser sizes the field from its text, starting at the lines asked for; MUI measures it otherwise.
      if (sized) expect(field.rows).toBe(3);
    },
  );
});
