import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Skeleton } from '~/components/ui/skeleton';

// The form (react-hook-form and its fields) loads when the visitor shows interest, not with the page.
const loadForm = () => import('./test-drive-form');
const TestDriveForm = lazy(() => loadForm().then((module) => ({ default: module.TestDriveForm })));

function FormSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10" />
        </div>
      ))}
      <Skeleton className="h-24 sm:col-span-2" />
      <Skeleton className="h-10 sm:col-span-2" />
    </div>
  );
}

/** 'Schedule Test Drive' on a vehicle page: a Radix dialog around the test-drive form. */
export function TestDriveDialog({ carId, carTitle }: { carId: number; carTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          <CalendarDays aria-hidden="true" />
          Schedule Test Drive
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Schedule a Test Drive</DialogTitle>
          <DialogDescription>
            Tell us how to reach you and when suits you for the {carTitle}. We&apos;ll confirm your
            appointment shortly.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormSkeleton />}>
          <TestDriveForm carId={carId} onSubmitted={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
