/** MUI's indeterminate circular progress, `size` pixels wide; decorative. */
export function Spinner({ size = 40, inherit = false }: { size?: number; inherit?: boolean }) {
  return (
    <svg
      className={inherit ? 'c-spinner c-spinner--inherit' : 'c-spinner'}
      width={size}
      height={size}
      viewBox="22 22 44 44"
      aria-hidden
    >
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
