import { BooleanInput, maxLength, NumberInput, required, TextInput } from 'react-admin';
import type { CatalogueOut } from '../../../api/types.ts';

export const NAME_MAX_LENGTH = 200;

const keepEmptyText = (value: string) => value;

/** The fields of a company value, shared by ValueCreate and ValueEdit. */
export function ValueInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth parse={keepEmptyText} />
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="is_active" defaultValue />
    </>
  );
}

/** The API has no nulls here: an empty order means "let the server choose" and is left out. */
export function cleanValue(
  data: Partial<Omit<CatalogueOut, 'order'>> & { order?: number | null },
): Partial<CatalogueOut> {
  const { order, description, ...rest } = data;
  return {
    ...rest,
    description: description ?? '',
    ...(order === null || order === undefined ? {} : { order }),
  };
}
