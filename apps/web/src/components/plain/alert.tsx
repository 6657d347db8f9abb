import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-paths.ts';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

const ICON: Record<AlertSeverity, IconName> = {
  success: 'alertSuccess',
  info: 'alertInfo',
  warning: 'alertWarning',
  error: 'alertError',
};

/** MUI's Alert without MUI: tinted (`standard`) or `filled`, with an optional title and action. */
export function Alert({
  severity,
  variant = 'standard',
  title,
  action,
  role = 'alert',
  className,
  children,
  ...data
}: {
  severity: AlertSeverity;
  variant?: 'standard' | 'filled';
  title?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | undefined }) {
  const classes = ['c-alert', `c-alert--${variant}`, `c-alert--${severity}`, className];
  return (
    <div {...data} role={role} className={classes.filter(Boolean).join(' ')}>
      <div className="c-alert__icon">
        <Icon name={ICON[severity]} />
      </div>
      <div className="c-alert__message">
        {title ? <div className="c-alert__title">{title}</div> : null}
        {children}
      </div>
      {action ? <div className="c-alert__action">{action}</div> : null}
    </div>
  );
}
