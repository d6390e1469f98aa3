// The inventory as a CSV file, out and in (docs/product.md#csv-import-export).
import { dealershipToday } from '../../common/dates';
import {
  CAR_CSV_COLUMNS,
  CAR_CSV_REQUIRED_COLUMNS,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
} from '../../common/constants';
import {
  CarImportQuerySchema,
  CarImportRefusedSchema,
  CarImportReportSchema,
} from '../../common/schemas/car-csv';
import { auditActor } from './audit-actor';
import { sendCsv } from './csv-response';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Cars';
const MAX_MB = CSV_IMPORT_MAX_BYTES / 1024 / 1024;
const MAX_ROWS = CSV_IMPORT_MAX_ROWS.toLocaleString('en-CA');

export const carCsvRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/cars/export.csv',
    access: 'admin',
    tag: TAG,
    summary: 'Every car as a CSV file',
    description:
      `RFC 4180 (CRLF line ends, quotes doubled), UTF-8 with a byte-order mark, one car per row ` +
      `by id. Header: ${CAR_CSV_COLUMNS.join(',')}. Features and photos are joined with |. A ` +
      `cell that starts with =, +, -, @, a tab or a carriage return gets a ' in front (formula ` +
      'injection); the import takes it off again.',
    success: {
      status: 200,
      description: 'inventory-YYYY-MM-DD.csv, as an attachment',
      mediaType: 'text/csv',
    },
    handler: ({ res, deps }) =>
      sendCsv(res, `inventory-${dealershipToday()}.csv`, deps.services.carCsv.exportCsv()),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/cars/import',
    access: 'admin',
    tag: TAG,
    summary: 'Add and change cars from a CSV file',
    description:
      'The file the export gives, in any column order. A row is the car with its stock number, ' +
      `else with its VIN, else a new car. Required columns: ${CAR_CSV_REQUIRED_COLUMNS.join(', ')}; ` +
      'a column left out keeps what the car has (a new car: the defaults of the vehicle form). ' +
      'Every row is checked with the rules and messages of PUT /api/cars/{id}. With dryRun=true ' +
      'nothing is written; otherwise everything is written in one transaction, or nothing when ' +
      'any row fails (422).',
    query: CarImportQuerySchema,
    textBody: {
      mediaType: 'text/csv',
      maxBytes: CSV_IMPORT_MAX_BYTES,
      description: `The CSV file: UTF-8, at most ${MAX_MB} MB and ${MAX_ROWS} rows under the header`,
      wrongType: 'Send the file as CSV (Content-Type: text/csv)',
      tooLarge: `The file is too large: at most ${MAX_MB} MB`,
    },
    success: {
      status: 200,
      description: 'What the file does (did)',
      schema: CarImportReportSchema,
    },
    errors: {
      400: 'Malformed CSV (the message names the line), not UTF-8, no header or rows, an unknown or repeated column, or a missing required column (details name it)',
      409: 'Another car took a stock number of the file during the import; nothing was written',
      413: `Over ${MAX_MB} MB or over ${MAX_ROWS} rows`,
      415: 'Not text/csv, or a charset other than UTF-8',
      422: {
        description: 'Some rows fail a rule: the report lists them; nothing was written',
        schema: CarImportRefusedSchema,
      },
    },
    async handler(context) {
      const { query, text, res, deps } = context;
      const report = await deps.services.carCsv.importCsv(text, {
        dryRun: query.dryRun ?? false,
        actor: auditActor(context),
      });
      if (report.dryRun || report.failed.length === 0) return report;
      const rows = new Set(report.failed.map((problem) => problem.row)).size;
      res.status(422).json({
        error: `${rows === 1 ? '1 row has' : `${rows} rows have`} problems; nothing was imported`,
        ...report,
      });
    },
  }),
];
