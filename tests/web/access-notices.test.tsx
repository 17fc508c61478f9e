import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  useTranslate,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/index.ts';
import { ROUTES } from '../../src/resources/registry.ts';
import { useSavedNotice, type SavedKind } from '../../src/shell/notices.ts';

function Save({ kind }: { kind: SavedKind }) {
  const onSuccess = useSavedNotice(kind, false);
  return (
    <button type="button" onClick={() => onSuccess({ id: 3, name: 'Честность' })}>
      save
    </button>
  );
}

function Texts() {
  const translate = useTranslate();
  return (
    <>
      <p>{translate('ra.message.delete_content')}</p>
      <p>{translate(`resources.${ROUTES.assessment_periods}.page.create`)}</p>
      <p>{translate('ra.message.delete_title', { name: 'ценность', recordRepresentation: 'Честность' })}</p>
    </>
  );
}

function renderIn(resource: string, kind: SavedKind) {
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')} store={memoryStore()}>
      <ResourceDefinitionContextProvider
        definitions={{ [resource]: { name: resource, recordRepresentation: 'name', hasList: true } }}
      >
        <ResourceContextProvider value={resource}>
          <Save kind={kind} />
          <Texts />
          <Notification />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

describe('notices that name what was saved', () => {
  it('names a created value', async () => {
    renderIn(ROUTES.values, 'created');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Ценность «Честность» создана')).toBeTruthy();
  });

  it('names an updated period in its own gender', async () => {
    renderIn(ROUTES.assessment_periods, 'updated');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Период оценки «Честность» сохранён')).toBeTruthy();
  });

  it('asks "Вы уверены, что…" with its comma, quotes names in «», and titles a create screen without a capital mid-sentence', () => {
    renderIn(ROUTES.values, 'deleted');
    expect(screen.getByText('Вы уверены, что хотите удалить этот объект?')).toBeTruthy();
    expect(screen.getByText('Новый период оценки')).toBeTruthy();
    expect(screen.getByText('Удалить ценность «Честность»')).toBeTruthy();
  });
});
