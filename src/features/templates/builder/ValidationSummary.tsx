import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useBuilderTranslate } from './useBuilderTranslate.ts';

/**
 * What the server refused, each message with the place it names: `sections.2.questions.0.options` reads
 * "Section 3, question 1: ...".
 */
export function ValidationSummary({ fields, root }: { fields: Record<string, string>; root: string | null }) {
  const translate = useBuilderTranslate();
  const placeOf = (path: string) => {
    const match = /^sections\.(\d+)(?:\.questions\.(\d+))?/.exec(path);
    if (!match) return translate('app.template_builder.summary.whole');
    const section = translate('app.template_builder.summary.at_section', { n: Number(match[1]) + 1 });
    const question = match.at(2);
    return question
      ? `${section}, ${translate('app.template_builder.summary.at_question', { n: Number(question) + 1 })}`
      : section;
  };
  const entries = Object.entries(fields);
  if (!entries.length && !root) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('app.template_builder.summary.title')}</AlertTitle>
      <List dense disablePadding>
        {root ? <ListItem disableGutters>{root}</ListItem> : null}
        {entries.map(([path, message]) => (
          <ListItem key={path} disableGutters>
            {`${placeOf(path)}: ${message}`}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
