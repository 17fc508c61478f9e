import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublishIcon from '@mui/icons-material/Publish';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { ImportRefusedOut, ImportReportOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { STRUCTURE_PATH, useRefreshStructure } from './queries.ts';
import { checkFile, readFileText } from './importFile.ts';
import { ImportReportTable } from './ImportReportTable.tsx';
import { ImportSummary } from './ImportSummary.tsx';

type Chosen = { name: string; size: number; content: string };
/** A report and the exact text it is about: Apply sends that text, never a file picked since. */
type Checked = { content: string; report: ImportReportOut | ImportRefusedOut };

/**
 * Choose a CSV file, check it (dry run), then apply the same text. The server applies a file whole or
 * not at all, so Apply waits for a check without refused lines.
 */
export function ImportRun() {
  const translate = useTranslate();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const { api } = useCompanyApi();
  const basename = useBasename();
  const refresh = useRefreshStructure();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<'read' | 'check' | 'apply' | null>(null);
  const [dragging, setDragging] = useState(false);

  const pick = async (file: File | undefined) => {
    setChosen(null);
    setChecked(null);
    setProblem(null);
    if (!file) return;
    const verdict = checkFile(file);
    if (!verdict.ok) {
      setProblem(translate(`app.structure.import.file_errors.${verdict.reason}`, { name: file.name }));
      return;
    }
    setBusy('read');
    try {
      const content = await readFileText(file);
      setChosen({ name: file.name, size: file.size, content });
    } catch {
      setProblem(translate('app.structure.import.file_errors.unreadable', { name: file.name }));
    } finally {
      setBusy(null);
    }
  };

  const run = async (dryRun: boolean) => {
    const content = dryRun ? chosen?.content : checked?.content;
    if (content === undefined) return;
    setBusy(dryRun ? 'check' : 'apply');
    setProblem(null);
    try {
      const report = await api.runImport(content, dryRun);
      setChecked({ content, report });
      if (report.applied) void refresh();
    } catch (failure) {
      // File-level problems (empty, too large, no header...) come as the `content` field's errors.
      const invalid = fieldMessages(failure);
      const messages = invalid ? [invalid.root, ...Object.values(invalid.fields)] : [errorText(failure)];
      setProblem(messages.filter(Boolean).join(' '));
    } finally {
      setBusy(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };

  const report = checked?.report ?? null;
  const sameFile = Boolean(checked && chosen && checked.content === chosen.content);
  const toChange = report ? report.summary.create + report.summary.update + report.new_departments.length : 0;
  const canApply = sameFile && report !== null && !report.applied && report.summary.error === 0 && toChange > 0;
  const refused = report && !report.applied && report.summary.error > 0;

  return (
    <>
      <Card
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{ outline: dragging ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'dashed' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            {translate('app.structure.import.file_title')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy === 'apply'}>
              {translate('app.structure.import.choose')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  void pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color={chosen ? 'text.primary' : 'text.secondary'}>
              {chosen
                ? translate('app.structure.import.chosen', {
                    name: chosen.name,
                    size: Math.max(1, Math.round(chosen.size / 1024)),
                  })
                : translate('app.structure.import.drop_hint')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant={canApply ? 'outlined' : 'contained'}
              startIcon={<FactCheckIcon />}
              disabled={!chosen || busy !== null}
              onClick={() => void run(true)}
            >
              {translate('app.structure.import.check')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={<PublishIcon />}
              disabled={!canApply || busy !== null}
              onClick={() => void run(false)}
            >
              {translate('app.structure.import.apply')}
            </Button>
          </Box>
          {busy === 'check' || busy === 'apply' || busy === 'read' ? (
            <LinearProgress aria-label={translate('app.loading')} />
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {report && !problem ? (
            <Verdict
              report={report}
              refused={Boolean(refused)}
              toChange={toChange}
              structureLink={`${basename}${STRUCTURE_PATH}`}
            />
          ) : null}
        </CardContent>
      </Card>
      {report ? (
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: 0 }}>
            <Typography variant="h6" component="h2">
              {translate(report.applied ? 'app.structure.import.result_title' : 'app.structure.import.check_title')}
            </Typography>
            <ImportSummary report={report} />
          </CardContent>
          <Box sx={{ pt: 2 }}>
            <ImportReportTable key={JSON.stringify(report.summary) + String(report.applied)} report={report} />
          </Box>
        </Card>
      ) : null}
    </>
  );
}

type VerdictProps = {
  report: ImportReportOut | ImportRefusedOut;
  refused: boolean;
  toChange: number;
  structureLink: string;
};

/** What the check means for Apply, or what applying did. */
function Verdict({ report, refused, toChange, structureLink }: VerdictProps) {
  const translate = useTranslate();
  if (report.applied) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" component={Link} to={structureLink}>
            {translate('app.structure.import.open_structure')}
          </Button>
        }
      >
        {translate('app.structure.import.applied', { created: report.summary.create, updated: report.summary.update })}
      </Alert>
    );
  }
  if (refused) {
    return (
      <Alert severity="error">
        {translate('codes' in report ? 'app.structure.import.apply_refused' : 'app.structure.import.has_errors', {
          smart_count: report.summary.error,
        })}
      </Alert>
    );
  }
  if (toChange === 0) return <Alert severity="info">{translate('app.structure.import.nothing_to_change')}</Alert>;
  return (
    <Alert severity="success">
      {translate('app.structure.import.ready', { created: report.summary.create, updated: report.summary.update })}
    </Alert>
  );
}
