import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { PhotoArchiveError } from '../../../../contracts/admin/catalogue-import.js';
import { BadInputError } from '../../common/errors.js';

/** A file of a photo archive: its name in the zip and its bytes. */
export interface ArchiveFile {
  entry: string;
  bytes: Buffer;
}

/** Folders and the hidden files archivers add (macOS's __MACOSX, .DS_Store): nothing a shop meant to send. */
const NOT_A_FILE = /(^|\/)(__MACOSX\/|\.[^/]*$)|\/$/;

/**
 * The files of a zip held in memory, each read to at most `maxEntryBytes`. A zip says how large
 * each file is before it is inflated, and may lie: yauzl checks every inflated size against the
 * declared one, and reading stops at the limit whatever was declared, so a small archive cannot
 * unpack into gigabytes. Files too large are errors of their own; the rest are read.
 */
export async function readArchive(zip: Buffer, limits: { maxEntries: number; maxEntryBytes: number }): Promise<{ files: ArchiveFile[]; errors: PhotoArchiveError[] }> {
  const archive = await new Promise<ZipFile>((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, opened) => (error || !opened
      ? reject(new BadInputError('The file is not a zip archive'))
      : resolve(opened)));
  });
  if (archive.entryCount > limits.maxEntries) {
    archive.close();
    throw new BadInputError(`A photo archive holds at most ${limits.maxEntries} files; this one holds ${archive.entryCount}`);
  }
  const files: ArchiveFile[] = [];
  const errors: PhotoArchiveError[] = [];
  await new Promise<void>((resolve, reject) => {
    archive.on('error', () => reject(new BadInputError('The zip archive is damaged')));
    archive.on('end', () => resolve());
    archive.on('entry', (entry: Entry) => {
      if (NOT_A_FILE.test(entry.fileName)) return archive.readEntry();
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        errors.push({ entry: entry.fileName, reason: `larger than ${limits.maxEntryBytes / 1024 / 1024} MB` });
        return archive.readEntry();
      }
      readEntry(archive, entry, limits.maxEntryBytes).then((bytes) => {
        files.push({ entry: entry.fileName, bytes });
        archive.readEntry();
      }, (error: Error) => {
        errors.push({ entry: entry.fileName, reason: error.message });
        archive.readEntry();
      });
    });
    archive.readEntry();
  });
  return { files, errors };
}

function readEntry(archive: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    archive.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new Error('could not be read: the zip entry is damaged or encrypted'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) stream.destroy(new Error(`larger than ${maxBytes / 1024 / 1024} MB`));
        else chunks.push(chunk);
      });
      stream.on('error', (streamError: Error) => reject(new Error(/larger than/.test(streamError.message) ? streamError.message : 'could not be read: its size is not what the zip says')));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}
