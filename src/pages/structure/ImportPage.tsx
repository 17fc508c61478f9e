import { Title, useTranslate } from 'react-admin';

/** `/c/{companyId}/settings/structure/import/`: the people import, dry run first. */
export function ImportPage() {
  const translate = useTranslate();
  return <Title title={translate('app.structure.import_title')} />;
}
