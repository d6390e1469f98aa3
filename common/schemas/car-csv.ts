// The inventory CSV import (docs/product.md#csv-import-export): its query and its report.
import { z } from './zod';
import { CAR_CSV_COLUMNS, CSV_IMPORT_MAX_ROWS } from '../constants';
import { queryParam } from './query-params';

export const CarImportQuerySchema = z.object({
  dryRun: queryParam(
    z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true'),
    {
      description: 'true: check every row and report, without writing anything (default false)',
      example: 'true',
    },
  ),
});

export const CarImportProblemSchema = z
  .object({
    row: z.number().int().meta({
      description:
        'The data row: 1 is the first row under the header (row 2 of a spreadsheet), blank lines not counted',
    }),
    field: z.string().meta({
      description: `The CSV column (one of ${CAR_CSV_COLUMNS.join(', ')})`,
    }),
    message: z.string().meta({ description: 'The same message the API gives for that field' }),
  })
  .meta({ id: 'CarImportProblem' });

export const CarImportReportSchema = z
  .object({
    dryRun: z.boolean(),
    created: z.number().int().meta({ description: 'Rows that add a car' }),
    updated: z.number().int().meta({ description: 'Rows that change a car' }),
    unchanged: z.number().int().meta({ description: 'Rows whose car already has those values' }),
    failed: z.array(CarImportProblemSchema).meta({
      description: `Every problem, by row; any at all and a real import writes nothing (at most ${CSV_IMPORT_MAX_ROWS} rows per file)`,
    }),
  })
  .meta({ id: 'CarImportReport' });

export type CarImportProblem = z.infer<typeof CarImportProblemSchema>;
export type CarImportReport = z.infer<typeof CarImportReportSchema>;

/** The 422 of a real import with failed rows: the report and a message. */
export const CarImportRefusedSchema = CarImportReportSchema.extend({ error: z.string() }).meta({
  id: 'CarImportRefused',
});
