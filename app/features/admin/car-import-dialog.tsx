// The Import dialog (docs/product.md#csv-import-export): choose a CSV file → it is uploaded and
// checked (a dry run, with a progress bar) → the preview gives the counts and every row problem →
// "Import N cars" writes it (progress again) → a toast, and the page data is reloaded.
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import FileUp from 'lucide-react/icons/file-up';
import Upload from 'lucide-react/icons/upload';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  CAR_CSV_REQUIRED_COLUMNS,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
} from '../../../common/constants';
import type { CarImportReport } from '../../../common/schemas/car-csv';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Progress } from '~/components/ui/progress';
import { useMutation } from '~/lib/use-mutation';
import { ImportRefusedError, uploadCarCsv, type UploadProgress } from './car-csv-upload';

type Step =
  | { name: 'choose' }
  | { name: 'checking'; progress: UploadProgress }
  | { name: 'preview'; report: CarImportReport }
  | { name: 'importing'; progress: UploadProgress; report: CarImportReport };

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-CA')} ${count === 1 ? one : many}`;

/** "Imported: 3 new, 12 updated" (the success toast). */
export const importedMessage = (report: CarImportReport) =>
  `Imported: ${report.created} new, ${report.updated} updated`;

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Import failed. Please try again.';

function progressLabel(progress: UploadProgress, processing: string): string {
  return progress.phase === 'uploading' ? `Uploading… ${progress.percent}%` : processing;
}

function UploadBar({ progress, processing }: { progress: UploadProgress; processing: string }) {
  const labelId = useId();
  const label = progressLabel(progress, processing);
  return (
    <div className="grid gap-2 py-2" data-testid="import-progress">
      <p id={labelId} className="text-sm font-medium text-slate-800 tabular-nums">
        {label}
      </p>
      <Progress
        aria-labelledby={labelId}
        value={progress.phase === 'uploading' ? progress.percent : null}
        getValueLabel={(value, max) => `${Math.round((value / max) * 100)}%`}
      />
    </div>
  );
}

function Counts({ report }: { report: CarImportReport }) {
  const tiles = [
    { label: 'New cars', value: report.created },
    { label: 'Updated', value: report.updated },
    { label: 'Unchanged', value: report.unchanged },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{tile.label}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {tile.value.toLocaleString('en-CA')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Problems({ report }: { report: CarImportReport }) {
  const captionId = useId();
  const rows = new Set(report.failed.map((problem) => problem.row)).size;
  return (
    <div className="grid gap-2">
      <p
        className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        role="alert"
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {plural(rows, 'row has', 'rows have')} problems. Fix them in the file and check it again;
          nothing is imported until every row is right.
        </span>
      </p>
      {/* Focusable so keyboard users can scroll a long list (axe: scrollable-region-focusable). */}
      <div
        className="max-h-64 overflow-auto rounded-md border border-slate-200"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <table className="w-full text-left text-sm">
          <caption id={captionId} className="sr-only">
            Problems in the file
          </caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Column
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {report.failed.map((problem, index) => (
              <tr key={index} className="align-top">
                <td className="px-3 py-2 text-slate-900 tabular-nums">{problem.row}</td>
                <td className="px-3 py-2 font-mono text-xs break-all text-slate-800 sm:text-sm">
                  {problem.field}
                </td>
                <td className="px-3 py-2 text-slate-800">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function CarImportDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { mutate } = useMutation();
  const inputId = useId();
  const helpId = useId();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const busy = step.name === 'checking' || step.name === 'importing';

  // The result of a check takes the focus, so a screen reader reads it and Tab goes on from there.
  useEffect(() => {
    if (step.name === 'preview') resultRef.current?.focus();
  }, [step.name]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const reset = () => {
    setFile(null);
    setStep({ name: 'choose' });
    setError(null);
    setAnnouncement('');
  };

  const onOpenChange = (next: boolean) => {
    // A file on its way stays in the dialog: closing would hide how it went.
    if (!next && busy) return;
    setOpen(next);
    if (!next) reset();
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setError(null);
  };

  const check = async () => {
    if (!file) return;
    setError(null);
    setAnnouncement(`Uploading ${file.name}`);
    setStep({ name: 'checking', progress: { phase: 'uploading', percent: 0 } });
    try {
      const report = await uploadCarCsv(file, {
        dryRun: true,
        onProgress: (progress) => {
          setStep({ name: 'checking', progress });
          if (progress.phase === 'processing') setAnnouncement('Checking the file…');
        },
      });
      setStep({ name: 'preview', report });
      setAnnouncement(
        `Checked: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged` +
          (report.failed.length ? `, ${plural(report.failed.length, 'problem', 'problems')}` : ''),
      );
    } catch (failure) {
      setStep({ name: 'choose' });
      setError(errorText(failure));
      setAnnouncement('');
    }
  };

  const runImport = async (checked: CarImportReport) => {
    if (!file) return;
    setError(null);
    setAnnouncement('Importing…');
    setStep({ name: 'importing', progress: { phase: 'uploading', percent: 0 }, report: checked });
    const result = await mutate({
      run: () =>
        uploadCarCsv(file, {
          dryRun: false,
          onProgress: (progress) => setStep({ name: 'importing', progress, report: checked }),
        }),
      success: (report) => ({ title: 'Success', description: importedMessage(report) }),
      failure: (failure) => errorText(failure),
    });
    if (result.ok) {
      setOpen(false);
      reset();
      return;
    }
    // Refused: the rows changed since the check (or someone else changed the cars).
    const report = result.error instanceof ImportRefusedError ? result.error.report : checked;
    setStep({ name: 'preview', report });
    setError(errorText(result.error));
    setAnnouncement('');
  };

  const toImport = step.name === 'preview' ? step.report.created + step.report.updated : 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-2xl"
        closeLabel="Close the import"
        // While a file is on its way, Escape and clicks outside do nothing (see onOpenChange).
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Import cars from a CSV file</DialogTitle>
          <DialogDescription>
            Each row is matched to a car by stock number, then by VIN; other rows add new cars. The
            file is checked first: nothing changes until you confirm.
          </DialogDescription>
        </DialogHeader>

        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>

        {step.name === 'choose' && (
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={helpId}
              onChange={chooseFile}
              className="block w-full rounded-md border border-slate-300 bg-white text-sm text-slate-800 file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900 hover:file:bg-slate-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            />
            <p id={helpId} className="text-sm text-slate-600">
              UTF-8 CSV, up to {CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB and{' '}
              {CSV_IMPORT_MAX_ROWS.toLocaleString('en-CA')} rows. Required columns:{' '}
              {CAR_CSV_REQUIRED_COLUMNS.join(', ')}. Export CSV gives a file with every column.
            </p>
          </div>
        )}

        {step.name === 'checking' && <UploadBar progress={step.progress} processing="Checking…" />}
        {step.name === 'importing' && (
          <UploadBar progress={step.progress} processing="Importing…" />
        )}

        {step.name === 'preview' && (
          <div className="grid gap-4">
            <h3
              ref={resultRef}
              tabIndex={-1}
              className="text-base font-semibold break-all text-slate-900 outline-none"
            >
              Check of {file?.name ?? 'the file'}
            </h3>
            <Counts report={step.report} />
            {step.report.failed.length > 0 ? (
              <Problems report={step.report} />
            ) : toImport === 0 ? (
              <p className="text-sm text-slate-700">
                Nothing to import: every car already has these values.
              </p>
            ) : null}
          </div>
        )}

        {error && (
          <p
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </p>
        )}

        <DialogFooter>
          {step.name === 'choose' && (
            <>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button onClick={() => void check()} disabled={!file}>
                <FileUp aria-hidden="true" />
                Check file
              </Button>
            </>
          )}
          {step.name === 'preview' && (
            <>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button
                onClick={() => void runImport(step.report)}
                disabled={step.report.failed.length > 0 || toImport === 0}
              >
                Import {plural(toImport, 'car', 'cars')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
