import { fireEvent, within } from '@testing-library/react';

/** A date picker's field: the group of its day, month and year sections, named by its label. */
export const dateField = (label: RegExp | string, container: HTMLElement = document.body) =>
  within(container).getByRole('group', { name: label });

/** What the field shows, section by section (what a reader and a screen reader get). */
export const shownDate = (field: HTMLElement) =>
  within(field)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('.');

/** Types a whole date into the field as a browser's autofill or a paste does: in the field's own format. */
export function typeDate(field: HTMLElement, text: string): void {
  const input = field.querySelector('input');
  if (!input) throw new Error('the date field has no input');
  fireEvent.change(input, { target: { value: text } });
}
