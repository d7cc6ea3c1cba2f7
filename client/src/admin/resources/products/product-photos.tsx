import { useState, type ChangeEvent } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/AddPhotoAlternate';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../data/data-provider';
import type { AdminProduct } from '../../../../../contracts/admin/catalogue';

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
  const [uploading, setUploading] = useState(false);
  // Shown at once from the file itself, until the saved record lists the stored photo.
  const [previews, setPreviews] = useState<string[]>([]);

  if (!record?.id) return <Typography>{translate('console.products.photosAfterSave')}</Typography>;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      await dataProvider.uploadPhoto(record.id, file);
      setPreviews((shown) => [...shown, URL.createObjectURL(file)]);
      notify('console.products.photoUploaded', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  const remove = async (photoId: number) => {
    try {
      await dataProvider.removePhoto(record.id, photoId);
      setPreviews([]);
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const stored: { id?: number; url: string }[] = (record.photos ?? []).map((photo) => ({ id: photo.id, url: photo.url }));
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
          </Box>
        ))}
      </Box>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading} sx={{ justifySelf: 'start' }}>
        {translate('console.products.uploadPhoto')}
        <input type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={upload} />
      </Button>
    </Box>
  );
}
