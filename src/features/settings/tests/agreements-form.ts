import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../../../tests/web/msw.ts';

/** Records every write the screen sends, answering each with `reply`. */
export function recordWrites(method: 'post' | 'patch' | 'delete', url: string, reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      bodies.push(method === 'delete' ? null : await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function chooseEmployee(name: string) {
  const input = await screen.findByRole('combobox', { name: /Сотрудник/ });
  await userEvent.click(input);
  await userEvent.type(input, name.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

async function choosePeriod(name: string) {
  const select = await screen.findByRole('combobox', { name: /Период/ });
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** The new agreement's person, period and title, as a manager fills them in. */
export async function fillNew(title: string) {
  await chooseEmployee('Анна Смирнова');
  await choosePeriod('Оценка за второе полугодие');
  await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), title);
}
