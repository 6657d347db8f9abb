import AssignmentAdd from '@mui/icons-material/AssignmentAdd';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignDialogProps } from './assign-dialog.tsx';

// The dialog carries the date pickers: loaded when first opened.
const AssignDialog = lazy(() =>
  import('./assign-dialog.tsx').then((module) => ({ default: module.AssignDialog })),
);

/**
 * "Assign" on a classroom, scenario or curriculum page: opens the assign dialog with what the
 * page is about filled in.
 */
export function AssignButton({
  classroomId,
  target,
  onSaved,
  variant = 'contained',
}: Pick<AssignDialogProps, 'classroomId' | 'target' | 'onSaved'> & {
  variant?: 'contained' | 'outlined' | 'text';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<AssignmentAdd />} onClick={() => setOpen(true)}>
        {t('assign.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AssignDialog
            open
            classroomId={classroomId}
            target={target}
            onClose={() => setOpen(false)}
            onSaved={(savedIn) => {
              setOpen(false);
              onSaved(savedIn);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
