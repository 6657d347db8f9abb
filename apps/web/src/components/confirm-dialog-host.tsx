import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmStore } from '../lib/confirm.ts';
import { useStore } from '../lib/store.ts';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

/** The global confirm dialog behind `confirm()` (max width 500). */
export function ConfirmDialogHost() {
  const pending = useStore(confirmStore);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (pending) setUsed(true);
  }, [pending]);
  if (!used && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog pending={pending} />
    </Suspense>
  );
}
