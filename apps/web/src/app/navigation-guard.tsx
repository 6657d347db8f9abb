import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirm } from '../lib/confirm.ts';
import {
  closeTopDialog,
  discardUnsavedChanges,
  hasUnsavedChanges,
  holdNavigation,
  lastHoldReason,
} from '../lib/navigation-guard.ts';

/**
 * The one router blocker (lib/navigation-guard.ts): Back with a dialog open closes the dialog;
 * leaving unsaved changes asks first, and so do the browser's reload and closing the tab.
 */
export function NavigationGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(holdNavigation);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (lastHoldReason() === 'dialog') {
      blocker.reset();
      closeTopDialog();
      return;
    }
    void confirm({
      title: t('unsavedChanges.title'),
      message: t('unsavedChanges.message'),
      confirmLabel: t('unsavedChanges.leave'),
      cancelLabel: t('unsavedChanges.stay'),
      destructive: true,
    }).then((leave) => {
      if (!leave) return blocker.reset();
      discardUnsavedChanges();
      blocker.proceed();
    });
  }, [blocker, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
