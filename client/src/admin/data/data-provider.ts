import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type { AdminPhoto } from '../../../../contracts/admin/catalogue';
import { STAFF_API } from '../console-address';
import { staffFetch, staffUpload } from './staff-http';

/** The console's data: react-admin's simple REST convention over the staff routes (contracts/admin/list-query.ts), and the catalogue's uploads. */
export interface ConsoleDataProvider extends DataProvider {
  /** POST /admin/api/products/{id}/photos (field `file`): the stored photo (AdminPhoto). */
  uploadPhoto(productId: number | string, file: File): Promise<unknown>;
  /** DELETE /admin/api/products/{id}/photos/{photoId} */
  removePhoto(productId: number | string, photoId: number): Promise<void>;
  /** PUT /admin/api/products/{id}/photos/order { ids }: every photo id, in the new order; answers the photos so ordered. */
  reorderPhotos(productId: number | string, ids: number[]): Promise<AdminPhoto[]>;
  /** POST /admin/api/catalogue-import[?dryRun=true]: the route's answer (catalogue-import/import-answers.ts reads it). */
  importCatalogue(file: File, dryRun: boolean): Promise<unknown>;
  /** GET /admin/api/catalogue-import/{job}: how far an import is. */
  importProgress(job: string | number): Promise<unknown>;
  /** A zip of product photos named by sku (PhotoArchiveReport); a dry run writes nothing. */
  importPhotos(file: File, dryRun: boolean): Promise<unknown>;
}

export function consoleDataProvider(): ConsoleDataProvider {
  return {
    ...simpleRestProvider(STAFF_API, staffFetch),
    uploadPhoto: (productId, file) => staffUpload(`${STAFF_API}/products/${encodeURIComponent(String(productId))}/photos`, 'file', file),
    removePhoto: async (productId, photoId) => {
      await staffFetch(`${STAFF_API}/products/${encodeURIComponent(String(productId))}/photos/${photoId}`, { method: 'DELETE' });
    },
    reorderPhotos: async (productId, ids) =>
      (await staffFetch(`${STAFF_API}/products/${encodeURIComponent(String(productId))}/photos/order`, { method: 'PUT', body: JSON.stringify({ ids }) })).json as AdminPhoto[],
    importCatalogue: (file, dryRun) => staffUpload(`${STAFF_API}/catalogue-import${dryRun ? '?dryRun=true' : ''}`, 'file', file),
    importPhotos: (file, dryRun) => staffUpload(`${STAFF_API}/catalogue-photos${dryRun ? '?dryRun=true' : ''}`, 'file', file),
    importProgress: async (job) => (await staffFetch(`${STAFF_API}/catalogue-import/${encodeURIComponent(String(job))}`)).json as unknown,
  };
}

/** Where the catalogue export downloads from (the browser sends the staff cookie: same origin, path /admin). */
export const catalogueExportAddress = (format: 'csv' | 'json') => `${STAFF_API}/catalogue-export?format=${format}`;
