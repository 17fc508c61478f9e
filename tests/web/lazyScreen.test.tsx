import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/index.ts';
import { lazyScreen } from '../../src/shell/lazyScreen.tsx';

function Screen() {
  return <p>Экран загружен</p>;
}

function renderTranslated(Component: ComponentType) {
  return render(
    <I18nContext.Provider value={createI18nProvider('ru')}>
      <Component />
    </I18nContext.Provider>,
  );
}

describe('lazy screens', () => {
  it('show a translated error with Retry when the chunk fails, and load on retry', async () => {
    let attempts = 0;
    const Lazy = lazyScreen(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve(Screen);
    });
    renderTranslated(Lazy);
    expect(
      await screen.findByText('Не удалось загрузить страницу. Проверьте подключение и повторите попытку.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Экран загружен')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('give up on a chunk that does not arrive within the timeout', async () => {
    const Lazy = lazyScreen(() => new Promise<ComponentType>(() => undefined), { timeoutMs: 50 });
    renderTranslated(Lazy);
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    expect(await screen.findByText('Страница загружается слишком долго. Повторите попытку.')).toBeTruthy();
  });
});
