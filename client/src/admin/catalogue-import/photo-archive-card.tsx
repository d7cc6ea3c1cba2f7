import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PhotoIcon from '@mui/icons-material/PhotoLibrary';
import { useDataProvider, useTranslate } from 'ra-core';
import type { PhotoArchiveReport } from '../../../../contracts/admin/catalogue-import';
import type { ConsoleDataProvider } from '../data/data-provider';

type Stage =
  | { name: 'choose' }
  | { name: 'busy' }
  | { name: 'checked'; file: File; report: PhotoArchiveReport }
  | { name: 'added'; report: PhotoArchiveReport }
  | { name: 'failed'; message: string };

/**
 * Product photos in bulk (issue 29 item 5): a zip whose photos are named by sku is checked first
 * (every entry that names no product or is no image, listed); once clean, its photos are added.
 */
export function PhotoArchiveCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const send = async (file: File, dryRun: boolean) => {
    setStage({ name: 'busy' });
    try {
      const report = await dataProvider.importPhotos(file, dryRun) as PhotoArchiveReport;
      setStage(dryRun || report.errors.length ? { name: 'checked', file, report } : { name: 'added', report });
    } catch (error) {
      setStage({ name: 'failed', message: (error as Error)?.message || translate('ra.notification.http_error') });
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file, true);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">{translate('console.photoArchive.title')}</Typography>
        <Typography>{translate('console.photoArchive.help')}</Typography>
        {stage.name !== 'busy' && (
          <Button component="label" variant="outlined" startIcon={<PhotoIcon />} sx={{ justifySelf: 'start' }}>
            {translate('console.photoArchive.choose')}
            <input type="file" accept=".zip,application/zip" hidden onChange={choose} data-testid="photo-archive-file" />
          </Button>
        )}
        {stage.name === 'busy' && <LinearProgress aria-label={translate('console.photoArchive.busy')} />}
        {stage.name === 'checked' && stage.report.errors.length === 0 && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Alert severity="info">{translate('console.photoArchive.clean', { photos: stage.report.photos, products: stage.report.products })}</Alert>
            <Button variant="contained" sx={{ justifySelf: 'start' }} onClick={() => void send(stage.file, false)}>{translate('console.photoArchive.add')}</Button>
          </Box>
        )}
        {stage.name === 'checked' && stage.report.errors.length > 0 && (
          <Table size="small" aria-label={translate('console.photoArchive.problems', { smart_count: stage.report.errors.length })}>
            <TableHead><TableRow><TableCell>{translate('console.photoArchive.entry')}</TableCell><TableCell>{translate('console.import.reason')}</TableCell></TableRow></TableHead>
            <TableBody>
              {stage.report.errors.map((problem) => <TableRow key={problem.entry}><TableCell>{problem.entry}</TableCell><TableCell>{problem.reason}</TableCell></TableRow>)}
            </TableBody>
          </Table>
        )}
        {stage.name === 'added' && <Alert severity="success">{translate('console.photoArchive.added', { photos: stage.report.photos, products: stage.report.products })}</Alert>}
        {stage.name === 'failed' && <Alert severity="error">{stage.message}</Alert>}
      </CardContent>
    </Card>
  );
}
