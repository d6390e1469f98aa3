// The inventory's CSV format (docs/product.md#csv-import-export): one car per row, the columns of
// CAR_CSV_COLUMNS, RFC 4180 (csv-parse / csv-stringify). This file turns cars into rows and rows
// into the vehicle input the API takes; the import service does the matching and the writing.
import { parse, CsvError } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  BODY_TYPE_LABELS,
  CAR_CONDITION_LABELS,
  CAR_CSV_COLUMNS,
  CAR_CSV_REQUIRED_COLUMNS,
  CAR_MAKES,
  CAR_STATUS_LABELS,
  CSV_IMPORT_MAX_ROWS,
  CSV_LIST_SEPARATOR,
  DISCLOSURE_ANSWER_LABELS,
  DISCLOSURE_ANSWERS,
  DRIVETRAIN_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  type CarCsvColumn,
} from '../../common/constants';
import type { Car } from '../../common/schemas/car';
import { AppError } from '../errors';

// ---------------------------------------------------------------------------------------------
// Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
// return before one). Such a cell is written with a ' in front, which spreadsheets show as text;
// the importer takes exactly that ' off again. A cell that already starts with ' and then one of
// those characters gets one more ', so every text survives the round trip.
// ---------------------------------------------------------------------------------------------
const NEUTRALISED = /^'*[=+\-@\t\r]/;
const RESTORABLE = /^'+[=+\-@\t\r]/;

/** The cell as written to the file: a ' in front of anything a spreadsheet would run. */
export function neutraliseCell(text: string): string {
  return NEUTRALISED.test(text) ? `'${text}` : text;
}

/** The text of a cell read from a file: the ' the export put in front taken off. */
export function restoreCell(text: string): string {
  return RESTORABLE.test(text) ? text.slice(1) : text;
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------
const STRINGIFY_OPTIONS = {
  record_delimiter: 'windows', // CRLF, as RFC 4180 says
  quoted_match: /[\r\n]/, // a line break inside a cell is quoted too (csv-stringify quotes only CRLF)
} as const;

/** Rows of cells as CSV text (each row ends with CRLF); the cells are written as given. */
export function csvText(rows: string[][]): string {
  return stringify(rows, STRINGIFY_OPTIONS);
}

/**
 * Before the header: a byte-order mark (Excel reads a CSV without one as Windows-1252, so
 * "Montréal" would show as "MontrÃ©al").
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A value as the text of its cell (lists joined with |). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(CSV_LIST_SEPARATOR);
  return String(value);
}

/** One car as its row, in the columns' order. */
export function carCsvRow(car: Car): string[] {
  return CAR_CSV_COLUMNS.map((column) => neutraliseCell(cellText(car[column])));
}

/** The start of the file: the byte-order mark and the header row. */
export function csvHead(): string {
  return CSV_BYTE_ORDER_MARK + csvText([[...CAR_CSV_COLUMNS]]);
}

/** Rows of cars as CSV text (each ends with CRLF). */
export function csvRows(rows: Car[]): string {
  return csvText(rows.map(carCsvRow));
}

// ---------------------------------------------------------------------------------------------
// Import: the file
// ---------------------------------------------------------------------------------------------

/** One data row: its number (1 = the first row under the header) and its cells by column. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<CarCsvColumn, string>>;
}

export interface CarCsvFile {
  columns: CarCsvColumn[];
  rows: CsvRow[];
}

const COLUMN_BY_NAME = new Map<string, CarCsvColumn>(
  CAR_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]),
);

const badFile = (message: string, details?: Record<string, string[]>) =>
  new AppError('bad_request', message, details);

/**
 * What csv-parse found wrong, in words for staff. An unclosed quote is found at the end of the
 * file: the line named is the one after the last whole row, where the quoted cell starts.
 */
function malformed(error: CsvError, lastRowLine: number): AppError {
  const line =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? lastRowLine + 1
      : (error as CsvError & { lines?: number }).lines;
  const where = line ? ` on line ${line}` : '';
  const what: Record<string, string> = {
    CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a " is missing)',
    CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'this row does not have as many cells as the header',
    CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
    INVALID_OPENING_QUOTE: 'a " appears inside a cell that is not quoted',
  };
  return badFile(
    `Malformed CSV${where}: ${what[error.code] ?? error.message}. Save the file as CSV from your spreadsheet and try again.`,
  );
}

function readRecords(text: string): string[][] {
  let lastRowLine = 0;
  try {
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      on_record: (record: string[], context: { lines: number }) => {
        lastRowLine = context.lines;
        return record;
      },
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw malformed(error, lastRowLine);
    throw error;
  }
}

/** The header's columns; unknown, repeated or missing required columns are a 400. */
function readHeader(header: string[]): CarCsvColumn[] {
  const columns: CarCsvColumn[] = [];
  for (const name of header) {
    const column = COLUMN_BY_NAME.get(restoreCell(name).trim().toLowerCase());
    if (!column) {
      throw badFile(
        `Unknown column ${JSON.stringify(name.trim())}. The columns are: ${CAR_CSV_COLUMNS.join(', ')}`,
      );
    }
    if (columns.includes(column)) throw badFile(`Column ${column} appears twice`);
    columns.push(column);
  }
  const missing = CAR_CSV_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const message =
      missing.length === 1
        ? `Missing required column ${missing[0]}`
        : `Missing required columns ${missing.join(', ')}`;
    throw badFile(message, Object.fromEntries(missing.map((column) => [column, [message]])));
  }
  return columns;
}

/**
 * Reads an import file: the header, then one row per record. Records whose cells are all blank
 * are skipped (they keep their number, so the numbers match the file). File-level problems are a
 * 400 (malformed, no header, no rows, a bad header) or a 413 (too many rows).
 */
export function readCarCsv(text: string): CarCsvFile {
  if (text.includes('\0')) throw badFile('The CSV file contains a NUL byte; it is not a text file');
  const records = readRecords(text);
  const [header, ...data] = records;
  if (!header) {
    throw badFile(
      `The CSV file is empty. Its first row must name the columns, e.g. ${CAR_CSV_COLUMNS.join(',')}`,
    );
  }
  const columns = readHeader(header);
  const rows: CsvRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: CsvRow['cells'] = {};
    columns.forEach((column, at) => {
      cells[column] = restoreCell(record[at] ?? '');
    });
    rows.push({ row: index + 1, cells });
  });
  if (rows.length > CSV_IMPORT_MAX_ROWS) {
    throw new AppError(
      'payload_too_large',
      `An import takes at most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-CA')} rows; this file has ${rows.length.toLocaleString('en-CA')}. Split it into smaller files.`,
    );
  }
  if (rows.length === 0) throw badFile('The CSV file has no rows under the header');
  return { columns, rows };
}

// ---------------------------------------------------------------------------------------------
// Import: cells to the vehicle input
// ---------------------------------------------------------------------------------------------

/**
 * A choice cell: the stored value or its label in any letter case ('SUV', 'Certified Pre-Owned',
 * '4wd') becomes the value; anything else is left for the schema to refuse with its message.
 */
function choice(values: readonly string[], labels: Record<string, string> = {}) {
  const byName = new Map<string, string>();
  for (const value of values) byName.set(value.toLowerCase(), value);
  for (const [value, label] of Object.entries(labels)) byName.set(label.toLowerCase(), value);
  return (cell: string) => byName.get(cell.toLowerCase()) ?? cell;
}

// "18995", "18995.50", "18,995.00", "$18,995", "-5": what a spreadsheet writes for a number.
const NUMBER = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/** A number cell: the number, or the text itself (the schema says "must be a number"). */
const number = (cell: string): number | string =>
  NUMBER.test(cell) ? Number(cell.replace(/[$,]/g, '')) : cell;

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
};
const boolean = (cell: string): boolean | string => BOOLEANS[cell.toLowerCase()] ?? cell;

const list = (cell: string): string[] =>
  cell
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

type Convert = (cell: string) => unknown;

/** How each column's cell becomes the API's value. A blank cell is null unless listed here. */
const CONVERT: Partial<Record<CarCsvColumn, Convert>> = {
  year: number,
  price: number,
  originalPrice: number,
  discountedPrice: number,
  mileage: number,
  doors: number,
  seats: number,
  make: choice(CAR_MAKES),
  condition: choice(Object.keys(CAR_CONDITION_LABELS), CAR_CONDITION_LABELS),
  transmission: choice(Object.keys(TRANSMISSION_LABELS), TRANSMISSION_LABELS),
  fuelType: choice(Object.keys(FUEL_TYPE_LABELS), FUEL_TYPE_LABELS),
  bodyType: choice(Object.keys(BODY_TYPE_LABELS), BODY_TYPE_LABELS),
  drivetrain: choice(Object.keys(DRIVETRAIN_LABELS), DRIVETRAIN_LABELS),
  status: choice(Object.keys(CAR_STATUS_LABELS), CAR_STATUS_LABELS),
  priorTaxiPoliceRacing: choice(DISCLOSURE_ANSWERS, DISCLOSURE_ANSWER_LABELS),
  priorLeaseRental: choice(DISCLOSURE_ANSWERS, DISCLOSURE_ANSWER_LABELS),
  damageOver2000: choice(DISCLOSURE_ANSWERS, DISCLOSURE_ANSWER_LABELS),
  damageAmount: number,
  fromOutsideBc: choice(DISCLOSURE_ANSWERS, DISCLOSURE_ANSWER_LABELS),
  featured: boolean,
  features: list,
  photos: list,
};

/** What a blank cell means: no value (null), except an empty list and "not featured". */
const BLANK: Partial<Record<CarCsvColumn, unknown>> = {
  features: [],
  photos: [],
  featured: false,
};

/** A row's cells as API input values (unconverted text where a cell is not what it should be). */
export function rowValues(row: CsvRow): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(row.cells) as [CarCsvColumn, string][]) {
    const cell = raw.trim();
    if (cell === '') values[column] = column in BLANK ? BLANK[column] : null;
    else values[column] = CONVERT[column]?.(cell) ?? raw;
  }
  return values;
}
