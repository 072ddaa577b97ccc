/**
 * Excel exports of lists (DESIGN.md: every list has one). The workbook is streamed: rows are written
 * as each batch arrives from the database and leave for the client at once, so a long list never
 * sits in memory whole.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn<T> {
  header: string;
  /** In characters, roughly; Bangla needs a little more than the text's length. */
  width: number;
  value: (row: T) => string | number | null;
}

/**
 * One sheet of `columns`, its rows from `batches`. The first batch is read before anything is sent,
 * so a failing query still answers with a proper error; a later failure can only cut the download.
 */
export async function xlsxStream<T>(
  sheetName: string,
  columns: XlsxColumn<T>[],
  batches: AsyncIterable<T[]>,
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const output = new PassThrough();
  writeSheet(output, sheetName, columns, first, iterator).catch((error: Error) => output.destroy(error));
  return output;
}

async function writeSheet<T>(
  output: PassThrough,
  sheetName: string,
  columns: XlsxColumn<T>[],
  first: IteratorResult<T[]>,
  rest: AsyncIterator<T[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let batch = first; !batch.done; batch = await rest.next()) {
    for (const row of batch.value) sheet.addRow(columns.map((column) => column.value(row))).commit();
    // Wait for a slow client before the next query, so unsent rows do not pile up in memory.
    if (output.writableNeedDrain) await drainedOrClosed(output);
    if (output.destroyed) {
      await rest.return?.();
      return;
    }
  }
  sheet.commit();
  await workbook.commit();
}

const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/** Sends `file` as a download named `filename`. */
export function sendXlsx(reply: FastifyReply, filename: string, file: Readable) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(file);
}
