// The CSV import over HTTP (docs/product.md#csv-import-export) on an app of bench-app.mjs: a file
// of every car with every price changed, and the same cars as new ones (no stock number, no VIN),
// each as a dry run and for real; and the export. The inventory is back as it was after each run.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { timed } from './bench-app.mjs';

/** { export, 'update dry run', 'update real', 'add dry run', 'add real' }: ms of each run. */
export async function timeCarImports({ base, cookie, database }, runs) {
  const { CAR_CSV_COLUMNS } = await import('../../common/constants.ts');
  const exportCsv = async () => {
    const res = await fetch(`${base}/api/admin/cars/export.csv`, { headers: { cookie } });
    if (!res.ok) throw new Error(`export: ${res.status}`);
    return res.text();
  };
  const importCsv = async (csv, dryRun) => {
    const res = await fetch(`${base}/api/admin/cars/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'text/csv' },
      body: csv,
    });
    const report = await res.json();
    if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(report).slice(0, 300)}`);
    return report;
  };

  const times = {
    export: [],
    'update dry run': [],
    'update real': [],
    'add dry run': [],
    'add real': [],
  };
  const priceAt = CAR_CSV_COLUMNS.indexOf('price');
  const stockAt = CAR_CSV_COLUMNS.indexOf('stockNumber');
  const vinAt = CAR_CSV_COLUMNS.indexOf('vin');
  for (let run = 0; run < runs; run++) {
    const exported = await timed(exportCsv);
    times.export.push(exported.ms);

    // Every row changes its car's price.
    const [header, ...rows] = parse(exported.result, { bom: true });
    for (const row of rows) row[priceAt] = String(Number(row[priceAt]) + 1);
    const changed = stringify([header, ...rows], { record_delimiter: 'windows' });
    const dry = await timed(() => importCsv(changed, true));
    if (dry.result.updated !== rows.length) throw new Error('dry run did not see every change');
    times['update dry run'].push(dry.ms);
    const real = await timed(() => importCsv(changed, false));
    if (real.result.updated !== rows.length) throw new Error('import did not change every car');
    times['update real'].push(real.ms);

    // Every row adds a car: the same cars without stock number and VIN.
    const added = stringify(
      [
        header,
        ...rows.map((row) => row.map((cell, at) => (at === stockAt || at === vinAt ? '' : cell))),
      ],
      { record_delimiter: 'windows' },
    );
    const addDry = await timed(() => importCsv(added, true));
    if (addDry.result.created !== rows.length) throw new Error('dry run did not see every car');
    times['add dry run'].push(addDry.ms);
    const {
      rows: [{ max }],
    } = await database.sql.query('select max(id) as max from cars');
    const addReal = await timed(() => importCsv(added, false));
    if (addReal.result.created !== rows.length) throw new Error('import did not add every car');
    times['add real'].push(addReal.ms);
    // Back to the cars of the start for the next run.
    await database.sql.query('delete from cars where id > $1', [max]);
  }
  return times;
}
