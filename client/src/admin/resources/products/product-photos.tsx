import { useState, type ChangeEvent } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EarlierIcon from '@mui/icons-material/ArrowBack';
import LaterIcon from '@mui/icons-material/ArrowForward';
import UploadIcon from '@mui/icons-material/AddPhotoAlternate';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/data-provider';
import type { AdminPhoto, AdminProduct } from '../../../../../contracts/admin/catalogue';
import { movedPhotoIds } from './photo-order';

/**
 * The product's photos and an upload straight to the photos route (the server checks it is an
 * image, strips its metadata and stores it): a new product is saved first, since a photo belongs
 * to a product's id.
 */
export function ProductPhotos() {
  const translate = useTranslate();
  const record = useRecordContext<AdminProduct>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  // The order the server answered, shown until the record is read again: a second move made
  // before then starts from it, not from the record's older order.
  const [moved, setMoved] = useState<{ after: AdminProduct['photos'] | undefined; photos: AdminPhoto[] }>();
  // Shown at once from the file itself, until the saved record lists the stored photo.
  const [previews, setPreviews] = useState<string[]>([]);

  if (!record?.id) return <Typography>{translate('console.products.photosAfterSave')}</Typography>;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await dataProvider.uploadPhoto(record.id, file);
      setPreviews((shown) => [...shown, URL.createObjectURL(file)]);
      notify('console.products.photoUploaded', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const change = async (request: () => Promise<void>) => {
    setBusy(true);
    try {
      await request();
      setPreviews([]);
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = (photoId: number) => change(() => dataProvider.removePhoto(record.id, photoId));
  const photos = moved && moved.after === record.photos ? moved.photos : record.photos ?? [];
  const storedIds = photos.map((photo) => photo.id);
  const move = (index: number, by: -1 | 1) => {
    const ids = movedPhotoIds(storedIds, index, by);
    return ids ? change(async () => setMoved({ after: record.photos, photos: await dataProvider.reorderPhotos(record.id, ids) })) : Promise.resolve();
  };
  const stored: { id?: number; url: string }[] = photos.map((photo) => ({ id: photo.id, url: photo.url }));
  const shown = stored.length >= previews.length ? stored : [...stored, ...previews.slice(stored.length).map((url) => ({ id: undefined, url }))];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {shown.length === 0 && <Typography>{translate('console.products.noPhotos')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="product-photos">
        {shown.map(({ id, url }, index) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box component="img" src={url} alt={translate('console.products.photoAlt', { position: index + 1 })} sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            {id !== undefined && (
              <IconButton size="small" onClick={() => void remove(id)} aria-label={translate('console.products.removePhoto', { position: index + 1 })}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
            {id !== undefined && storedIds.length > 1 && (
              // Buttons, not dragging: reachable with the keyboard and told apart by a screen reader.
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <IconButton size="small" disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={translate('console.products.movePhotoEarlier', { position: index + 1 })}>
                  <EarlierIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={busy || index === storedIds.length - 1} onClick={() => void move(index, 1)} aria-label={translate('console.products.movePhotoLater', { position: index + 1 })}>
                  <LaterIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy} sx={{ justifySelf: 'start' }}>
        {translate('console.products.uploadPhoto')}
        <input type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={upload} />
      </Button>
    </Box>
  );
}
