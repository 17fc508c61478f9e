import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useExportStarter } from './useExportStarter.tsx';

/** "Скачать PDF" on a form: the review as its reader may see it, with its history. */
export function ReviewPdfButton({ formId }: { formId: number }) {
  const translate = useTranslate();
  const { run, dialog, starting } = useExportStarter();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PictureAsPdfIcon />}
        sx={{ ml: 1 }}
        disabled={starting}
        onClick={() => run({ kind: 'review_pdf', form_id: formId }, translate('app.exports.kinds.review_pdf'))}
      >
        {translate('app.exports.review_pdf')}
      </Button>
      {dialog}
    </>
  );
}
