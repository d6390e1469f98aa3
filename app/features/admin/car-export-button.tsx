// Export CSV of the inventory (docs/product.md#csv-import-export): inventory-YYYY-MM-DD.csv.
import { CAR_EXPORT_URL } from './car-csv-upload';
import { CsvExportButton } from './csv-export-button';

export function CarExportButton() {
  return <CsvExportButton href={CAR_EXPORT_URL} />;
}
