import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../data/data-provider';
import { ExportButtons } from '../resources/products/product-list';
import { importJobOf, importProgressOf, importReportOf, type ImportProgress, type ImportReport } from './import-answers';

/** How often a running import is asked how far it is. */
const POLL_MS = 1000;

type Stage =
  | { name: 'choose' }
  | { name: 'checking'; file: File }
  | { name: 'checked'; file: File; report: ImportReport }
  | { name: 'importing'; file: File; job: string; progress: ImportProgress }
  | { name: 'finished'; rows: number }
  | { name: 'failed'; message: string };

/**
 * The catalogue import: a file is checked first (the dry run lists every bad row with its line and
 * reason, nothing is written); once it is clean, the import runs as one job, followed to its end.
 */
export function CatalogueImportPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });

  const fail = (error: unknown) => setStage({ name: 'failed', message: (error as Error)?.message || translate('ra.notification.http_error') });

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStage({ name: 'checking', file });
    try {
      setStage({ name: 'checked', file, report: importReportOf(await dataProvider.importCatalogue(file, true) as Record<string, unknown>) });
    } catch (error) {
      fail(error);
    }
  };

  const run = async (file: File) => {
    try {
      const answer = await dataProvider.importCatalogue(file, false) as Record<string, unknown>;
      const job = importJobOf(answer);
      if (job === undefined) setStage({ name: 'finished', rows: importReportOf(answer).rows });
      else setStage({ name: 'importing', file, job, progress: { done: 0, total: 0, state: 'running' } });
    } catch (error) {
      fail(error);
    }
  };

  // A running import: asked again every second until it finishes or fails.
  const job = stage.name === 'importing' ? stage.job : undefined;
  useEffect(() => {
    if (job === undefined) return undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const progress = importProgressOf(await dataProvider.importProgress(job) as Record<string, unknown>);
        if (stopped) return;
        if (progress.state === 'finished') setStage({ name: 'finished', rows: progress.total });
        else if (progress.state === 'failed') setStage({ name: 'failed', message: progress.message ?? '' });
        else {
          setStage((current) => (current.name === 'importing' ? { ...current, progress } : current));
          timer = setTimeout(() => void poll(), POLL_MS);
        }
      } catch (error) {
        if (!stopped) fail(error);
      }
    };
    let timer = setTimeout(() => void poll(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [job]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (stage.name === 'finished') notify('console.import.done', { type: 'success', messageArgs: { rows: stage.rows } });
  }, [stage, notify]);

  const chooser = (
    <Button component="label" variant={stage.name === 'choose' ? 'contained' : 'outlined'} startIcon={<UploadIcon />} sx={{ justifySelf: 'start' }}>
      {translate(stage.name === 'choose' ? 'console.import.choose' : 'console.import.again')}
      <input type="file" accept=".csv,.json,text/csv,application/json" hidden onChange={check} data-testid="import-file" />
    </Button>
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.import.title')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{translate('console.import.help')}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}><ExportButtons /></Box>
        {(stage.name === 'choose' || stage.name === 'checked' || stage.name === 'finished' || stage.name === 'failed') && chooser}
        {stage.name === 'checking' && <><Typography>{translate('console.import.checking')}</Typography><LinearProgress /></>}
        {stage.name === 'checked' && <DryRunReport file={stage.file} report={stage.report} onImport={() => void run(stage.file)} />}
        {stage.name === 'importing' && <ImportBar progress={stage.progress} />}
        {stage.name === 'finished' && <Alert severity="success">{translate('console.import.done', { rows: stage.rows })}</Alert>}
        {stage.name === 'failed' && <Alert severity="error">{translate('console.import.failed', { message: stage.message })}</Alert>}
      </CardContent>
    </Card>
  );
}

function DryRunReport({ file, report, onImport }: { file: File; report: ImportReport; onImport: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate('console.import.chosen', { name: file.name })}</Typography>
      {report.problems.length === 0
        ? (
          <>
            <Alert severity="success">{translate('console.import.clean', { rows: report.rows })}</Alert>
            <Button variant="contained" onClick={onImport} sx={{ justifySelf: 'start' }}>{translate('console.import.run')}</Button>
          </>
        )
        : (
          <>
            <Alert severity="error">{translate('console.import.problems', { smart_count: report.problems.length })}</Alert>
            <Table size="small" data-testid="import-problems" aria-label={translate('console.import.problems', { smart_count: report.problems.length })}>
              <TableHead><TableRow><TableCell>{translate('console.import.line')}</TableCell><TableCell>{translate('console.import.reason')}</TableCell></TableRow></TableHead>
              <TableBody>
                {report.problems.map((problem, index) => (
                  <TableRow key={`${problem.line}-${index}`}><TableCell>{problem.line}</TableCell><TableCell>{problem.reason}</TableCell></TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
    </Box>
  );
}

function ImportBar({ progress }: { progress: ImportProgress }) {
  const translate = useTranslate();
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label = translate('console.import.running', { done: progress.done, total: progress.total || '…' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{label}</Typography>
      <LinearProgress variant={progress.total > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={label} />
    </Box>
  );
}
