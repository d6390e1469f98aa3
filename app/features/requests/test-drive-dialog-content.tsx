import { lazy, Suspense } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { Skeleton } from '~/components/ui/skeleton';
import { returnFocusTo, type OnDemandDialogProps } from '~/lib/on-demand-dialog';
import { loadTestDriveForm } from './test-drive-form-loader';

const TestDriveForm = lazy(() =>
  loadTestDriveForm().then((module) => ({ default: module.TestDriveForm })),
);

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

export interface TestDriveDialogContentProps extends OnDemandDialogProps {
  carId: number;
  carTitle: string;
}

/** The dialog itself (test-drive-dialog.tsx loads it when the button is first reached). */
export function TestDriveDialogContent({
  carId,
  carTitle,
  open,
  onOpenChange,
  trigger,
  contentId,
}: TestDriveDialogContentProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        className="sm:max-w-xl"
        onCloseAutoFocus={returnFocusTo(trigger)}
      >
        <DialogHeader>
          <DialogTitle>Schedule a Test Drive</DialogTitle>
          <DialogDescription>
            Tell us how to reach you and when suits you for the {carTitle}. We&apos;ll confirm your
            appointment shortly.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormSkeleton />}>
          <TestDriveForm carId={carId} onSubmitted={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
