import { Title, useTranslate } from 'react-admin';

/** `/c/{companyId}/settings/structure/`: the department tree with its people. */
export function StructurePage() {
  const translate = useTranslate();
  return <Title title={translate('app.structure.title')} />;
}
