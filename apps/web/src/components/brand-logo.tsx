import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

function BrandMark() {
  // Each mark its own gradient: a shared id would point into a hidden copy of the mark.
  const gradientId = useId();
  return (
    <svg className="c-brand__mark" viewBox="0 0 64 64" aria-hidden>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradientId})`} />
      <path
        d="M17 22a7 7 0 0 1 7-7h16a7 7 0 0 1 7 7v11a7 7 0 0 1-7 7H31l-9 8v-8h1a6 6 0 0 1-6-6z"
        fill="#fff"
      />
      <circle cx="26" cy="27.5" r="2.6" fill="#6d28d9" />
      <circle cx="32" cy="27.5" r="2.6" fill="#6d28d9" />
      <circle cx="38" cy="27.5" r="2.6" fill="#6d28d9" />
    </svg>
  );
}

/**
 * The product's mark and name, linking home; `markOnlyOnPhone` keeps only the mark in sight on a
 * phone (the name stays for screen readers), where the bar has little room. Plain markup
 * (components/plain/plain.css): the sign-in shell and the signed-in bar both show it.
 */
export function BrandLogo({
  to = '/',
  inverted = false,
  markOnlyOnPhone = false,
}: {
  to?: string;
  inverted?: boolean;
  markOnlyOnPhone?: boolean;
}) {
  const classes = [
    'c-brand',
    inverted ? 'c-brand--inverted' : '',
    markOnlyOnPhone ? 'c-brand--mark-only-on-phone' : '',
  ];
  return (
    <RouterLink to={to} className={classes.filter(Boolean).join(' ')}>
      <BrandMark />
      <span className="c-brand__name">Charla</span>
    </RouterLink>
  );
}
