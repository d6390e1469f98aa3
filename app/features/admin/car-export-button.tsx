// Export CSV (docs/product.md#csv-import-export): a plain link to the export, which the server
// sends as an attachment (inventory-YYYY-MM-DD.csv), so the browser downloads it in place.
import { Download } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { CAR_EXPORT_URL } from './car-csv-upload';

export function CarExportButton() {
  return (
    <Button asChild variant="outline">
      <a href={CAR_EXPORT_URL} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
