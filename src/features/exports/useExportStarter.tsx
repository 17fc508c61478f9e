import { useState } from 'react';
import type { ExportCreateRequest } from '../../api/types.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { useStartExport } from './useExportJob.ts';

/** Starts an export and shows it in a dialog until the reader closes it. */
export function useExportStarter() {
  const start = useStartExport();
  const [title, setTitle] = useState<string | null>(null);
  const run = (body: ExportCreateRequest, dialogTitle: string) => {
    setTitle(dialogTitle);
    start.mutate(body);
  };
  const close = () => {
    setTitle(null);
    start.reset();
  };
  const dialog =
    title === null ? null : (
      <ExportDialog title={title} jobId={start.data?.id ?? null} error={start.error} onClose={close} />
    );
  return { run, dialog, starting: start.isPending };
}
