import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { useDataProvider, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../data/data-provider';
import { ExportButtons } from '../resources/products/product-list';
import type { ImportError, ImportJob, ImportReport } from '../../../../contracts/admin/catalogue-import';
import { PhotoArchiveCard } from './photo-archive-card';
import { badRowCount, isOver, percentOf, problemsOf, reportOfRefusal } from './import-answers';

/** How often a running import is asked how far it is. */
const POLL_MS = 1000;

type Stage =
  | { name: 'choose' }
  | { name: 'checking'; file: File }
  | { name: 'checked'; file: File; report: ImportReport }
  | { name: 'importing'; file: File; job: ImportJob }
  | { name: 'finished'; report: ImportReport | undefined; total: number }
  | { name: 'failed'; message: string; problems: ImportError[] };

/**
 * The catalogue import: a file is checked first (the dry run lists every bad row with its line and
 * reason, nothing is written); once it is clean, the import runs as one job in the background,
 * followed to its end with a progress bar.
 */
export function CatalogueImportPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });

  const fail = (error: unknown) => {
    const report = reportOfRefusal((error as { body?: unknown } | null)?.body);
    setStage({ name: 'failed', message: (error as Error)?.message || translate('ra.notification.http_error'), problems: report ? problemsOf(report) : [] });
  };

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStage({ name: 'checking', file });
    try {
      setStage({ name: 'checked', file, report: await dataProvider.importCatalogue(file, true) as ImportReport });
    } catch (error) {
      fail(error);
    }
  };

  const run = async (file: File) => {
    try {
      const { jobId } = await dataProvider.importCatalogue(file, false) as Pick<ImportJob, 'jobId'>;
      setStage({ name: 'importing', file, job: { jobId, state: 'checking', done: 0, total: 0 } });
    } catch (error) {
      fail(error);
    }
  };

  // A running import: asked again every second until it is done or failed.
  const jobId = stage.name === 'importing' ? stage.job.jobId : undefined;
  useEffect(() => {
    if (jobId === undefined) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const job = await dataProvider.importProgress(jobId) as ImportJob;
        if (stopped) return;
        if (job.state === 'done') setStage({ name: 'finished', report: job.report, total: job.total });
        else if (job.state === 'failed') setStage({ name: 'failed', message: job.message ?? '', problems: job.report ? problemsOf(job.report) : [] });
        else setStage((current) => (current.name === 'importing' ? { ...current, job } : current));
        if (!isOver(job)) timer = setTimeout(() => void poll(), POLL_MS);
      } catch (error) {
        if (!stopped) fail(error);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]); // eslint-disable-line react-hooks/exhaustive-deps

  const rowsDone = stage.name === 'finished' ? stage.report?.rows ?? stage.total : undefined;

  const chooser = (
    <Button component="label" variant={stage.name === 'choose' ? 'contained' : 'outlined'} startIcon={<UploadIcon />} sx={{ justifySelf: 'start' }}>
      {translate(stage.name === 'choose' ? 'console.import.choose' : 'console.import.again')}
      <input type="file" accept=".csv,.json,text/csv,application/json" hidden onChange={(event) => void check(event)} data-testid="import-file" />
    </Button>
  );

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate('console.import.title')} />
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>{translate('console.import.help')}</Typography>
          <Box sx={{ display: 'flex', gap: 1 }}><ExportButtons /></Box>
          {(stage.name === 'choose' || stage.name === 'checked' || stage.name === 'finished' || stage.name === 'failed') && chooser}
          {stage.name === 'checking' && <><Typography>{translate('console.import.checking')}</Typography><LinearProgress /></>}
          {stage.name === 'checked' && <DryRunReport file={stage.file} report={stage.report} onImport={() => void run(stage.file)} />}
          {stage.name === 'importing' && <ImportBar job={stage.job} />}
          {stage.name === 'finished' && <Alert severity="success">{translate('console.import.done', { rows: rowsDone })}</Alert>}
          {stage.name === 'failed' && <Alert severity="error">{translate('console.import.failed', { message: stage.message })}</Alert>}
          {stage.name === 'failed' && stage.problems.length > 0 && <ProblemTable problems={stage.problems} />}
        </CardContent>
      </Card>
      <PhotoArchiveCard />
    </>
  );
}

function ProblemTable({ problems }: { problems: ImportError[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="import-problems" aria-label={translate('console.import.problems', { smart_count: badRowCount(problems) })}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.import.line')}</TableCell>
          <TableCell>{translate('console.import.column')}</TableCell>
          <TableCell>{translate('console.import.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={`${problem.line}-${problem.column}-${index}`}>
            <TableCell>{problem.line}</TableCell>
            <TableCell>{problem.column}</TableCell>
            <TableCell>{problem.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DryRunReport({ file, report, onImport }: { file: File; report: ImportReport; onImport: () => void }) {
  const translate = useTranslate();
  const problems = problemsOf(report);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{translate('console.import.chosen', { name: file.name })}</Typography>
      {problems.length === 0
        ? (
          <>
            <Alert severity="success">{translate('console.import.clean', { rows: report.rows, products: report.products })}</Alert>
            <Button variant="contained" onClick={onImport} sx={{ justifySelf: 'start' }}>{translate('console.import.run')}</Button>
          </>
        )
        : (
          <>
            <Alert severity="error">{translate('console.import.problems', { smart_count: badRowCount(problems) })}</Alert>
            <ProblemTable problems={problems} />
          </>
        )}
    </Box>
  );
}

function ImportBar({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  const label = translate(job.state === 'writing' ? 'console.import.writing' : 'console.import.running', { done: job.done, total: job.total || '…' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{label}</Typography>
      <LinearProgress variant={job.total > 0 ? 'determinate' : 'indeterminate'} value={percentOf(job)} aria-label={label} />
    </Box>
  );
}
