/**
 * An A4 PDF made with pdfkit, its text set in DejaVu Sans, embedded (pdfkit's built-in Helvetica
 * has no ğ, ş, ı or İ): the invoice and the packing slip draw on it.
 */
import { createRequire } from 'node:module';
import { SELLER } from './seller.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The document being drawn, its fonts registered as 'body' and 'bold'. */
export type PdfDocument = PDFKit.PDFDocument;

/** The bytes of an A4 document titled `title`, drawn by `draw` (50 pt margins). */
export async function pdfOf(title: string, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  // Loaded on the first document: pdfkit and its font engine hold ~6 MB of heap from the import on.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: SELLER.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  draw(doc);
  doc.end();
  return done;
}
