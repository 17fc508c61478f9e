import { Button } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeOptionsFor } from '../../src/theme.ts';

function pressButton(reducedMotion: boolean): HTMLElement {
  render(
    <ThemeProvider theme={createTheme(themeOptionsFor(reducedMotion))}>
      <Button>Сохранить</Button>
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Сохранить' });
  fireEvent.mouseDown(button);
  return button;
}

describe('a reader who asks for less motion', () => {
  it('sees panels and dialogs appear at once, with no transition', () => {
    const reduced = createTheme(themeOptionsFor(true));
    expect(reduced.transitions.create(['width', 'margin'])).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    const usual = createTheme(themeOptionsFor(false));
    expect(usual.transitions.create('width')).toMatch(/^width \d+ms/);
  });

  it('gets no ripple from a click', () => {
    expect(pressButton(true).querySelector('.MuiTouchRipple-root')).toBeNull();
  });

  it('leaves the ripple to everyone else', () => {
    expect(pressButton(false).querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });
});
