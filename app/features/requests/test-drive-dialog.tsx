import CalendarDays from 'lucide-react/icons/calendar-days';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useOnDemandDialog } from '~/lib/on-demand-dialog';
import { loadTestDriveForm } from './test-drive-form-loader';

// The dialog (Radix) and the form (react-hook-form and its fields) load when the visitor shows
// interest (points at, focuses or presses the button), not with the page.
const loadDialog = () => import('./test-drive-dialog-content');
const TestDriveDialogContent = lazy(() =>
  loadDialog().then((module) => ({ default: module.TestDriveDialogContent })),
);
const preload = () => {
  void loadDialog();
  void loadTestDriveForm();
};

/** 'Schedule Test Drive' on a vehicle page: a Radix dialog around the test-drive form. */
export function TestDriveDialog({ carId, carTitle }: { carId: number; carTitle: string }) {
  const [open, setOpen] = useState(false);
  const { mounted, triggerProps, dialogProps } = useOnDemandDialog({
    open,
    onOpenChange: setOpen,
    preload,
  });
  return (
    <>
      <Button {...triggerProps} size="lg">
        <CalendarDays aria-hidden="true" />
        Schedule Test Drive
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <TestDriveDialogContent {...dialogProps} carId={carId} carTitle={carTitle} />
        </Suspense>
      )}
    </>
  );
}
