import { ICONS, type IconName } from './icon-paths.ts';

/** A Material icon without MUI: decorative, or an image named `title`. */
export function Icon({
  name,
  size,
  mirrored = false,
  title,
  pixels,
}: {
  name: IconName;
  size?: 'small' | 'large';
  /** An exact size in pixels instead of the font-relative ones. */
  pixels?: number;
  /** Turned around right to left (arrows, the sign-out door). */
  mirrored?: boolean;
  title?: string;
}) {
  const classes = [
    pixels ? 'c-icon-sized' : 'c-icon',
    size ? `c-icon--${size}` : '',
    mirrored ? 'c-icon--mirrored' : '',
  ];
  const className = classes.filter(Boolean).join(' ');
  if (title) {
    return (
      <svg className={className} viewBox="0 0 24 24" width={pixels} height={pixels} role="img">
        <title>{title}</title>
        <path d={ICONS[name]} />
      </svg>
    );
  }
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={pixels}
      height={pixels}
      focusable="false"
      aria-hidden="true"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
