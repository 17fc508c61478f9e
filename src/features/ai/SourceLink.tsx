import { Link, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { FormDetailOut as FormDetail, SourceOut } from '../../api/types.ts';
import { goToSource, sourceAnchor } from './anchors.ts';
import { useLocalizedText } from '../../hooks/useLocalizedText.ts';
import { placeOf } from './places.ts';

/** A quote is shown up to this many characters; the link's target shows it whole. */
const QUOTE_CHARS = 60;

export function shortQuote(quote: string): string {
  const text = quote.trim().replace(/\s+/g, ' ');
  return text.length <= QUOTE_CHARS ? text : `${text.slice(0, QUOTE_CHARS - 1).trimEnd()}…`;
}

/** One source of a bullet: its quote, shortened; following it goes to the quoted field and marks it. */
export function SourceLink({ form, source }: { form: FormDetail; source: SourceOut }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = useLocalizedText();
  const quote = shortQuote(source.quote);
  // A title quotes the item's name: naming the place again would say it twice.
  const where = placeOf(form, source, translate, text);
  const place = where === source.quote ? '' : where;
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      aria-label={translate(place ? 'app.ai.summary.source_link_place' : 'app.ai.summary.source_link', {
        quote,
        place,
      })}
      sx={{ textAlign: 'start', verticalAlign: 'baseline', overflowWrap: 'anywhere' }}
      onClick={() => {
        const anchor = sourceAnchor(source.kind, source.id, source.field);
        if (!goToSource(anchor, translate('app.ai.summary.source_here'))) {
          notify('app.ai.summary.source_missing', { type: 'info' });
        }
      }}
    >
      «{quote}»
      {place ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {' '}
          ({place})
        </Typography>
      ) : null}
    </Link>
  );
}
