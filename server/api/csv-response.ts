// Streams a CSV file as an attachment (the inventory and inbox exports).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

export async function sendCsv(
  res: Response,
  filename: string,
  pieces: AsyncIterable<string>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  try {
    await pipeline(Readable.from(pieces), res);
  } catch (error) {
    // Failed before a byte went out: the error handler answers in JSON.
    if (!res.headersSent) {
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Disposition');
    }
    throw error;
  }
}
