// Export CSV: a plain link to an export, which the server sends as an attachment, so the browser
// downloads it in place (the inventory, and each inbox).
import Download from 'lucide-react/icons/download';
import { Button } from '~/components/ui/button';

export function CsvExportButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
