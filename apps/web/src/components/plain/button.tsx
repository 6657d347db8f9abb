import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { usePrerendering } from '../../lib/prerendered-page.ts';
import { Spinner } from './spinner.tsx';

type Look = {
  variant?: 'contained' | 'outlined' | 'text';
  /** Outlined in the text's colour with a divider-coloured border (provider buttons). */
  neutral?: boolean;
  large?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
};

function buttonClass({ variant = 'text', neutral, large, fullWidth }: Look): string {
  return [
    'c-button',
    `c-button--${variant}`,
    neutral ? 'c-button--neutral' : '',
    large ? 'c-button--large' : '',
    fullWidth ? 'c-button--full' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button in the theme's look without MUI. `loading` disables it and shows a spinner in place
 * of the label (which stays its accessible name), as MUI's `loading` does.
 */
export function Button({
  variant,
  neutral,
  large,
  fullWidth,
  startIcon,
  loading = false,
  type = 'button',
  disabled,
  children,
  ...props
}: Look & { loading?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const prerendering = usePrerendering();
  return (
    <button
      {...props}
      type={type}
      className={buttonClass({ variant, neutral, large, fullWidth })}
      disabled={disabled || loading || prerendering}
      aria-busy={loading || undefined}
    >
      {startIcon ? <span className="c-button__start">{startIcon}</span> : null}
      {children}
      {loading ? (
        <span className="c-button__spinner">
          <Spinner size={16} inherit />
        </span>
      ) : null}
    </button>
  );
}

/** A link that looks like a button (the one way on from a finished step). */
export function ButtonLink({ variant, large, fullWidth, children, ...props }: Look & LinkProps) {
  return (
    <Link {...props} className={buttonClass({ variant, large, fullWidth })}>
      {children}
    </Link>
  );
}
