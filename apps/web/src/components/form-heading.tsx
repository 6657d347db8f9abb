import type { ReactNode } from 'react';

/**
 * The title block of a form page (sign-in pages, onboarding steps). Plain markup
 * (components/plain/plain.css): the sign-in shell renders it without MUI.
 */
export function FormHeading({
  title,
  subtitle,
  icon,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="c-form-heading">
      {icon ? (
        <div aria-hidden className="c-form-heading__icon">
          {icon}
        </div>
      ) : null}
      <h1 className="c-form-heading__title">{title}</h1>
      {subtitle ? <p className="c-form-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
