import Typography, { type TypographyProps } from '@mui/material/Typography';

/**
 * Text a person wrote (a title, a description), in whatever language they wrote it: it keeps its
 * own direction (`dir="auto"`, so English stays readable on an Arabic page and the reverse) but
 * lines up with the page. `left` is flipped to `right` on right-to-left pages by the RTL style
 * plugin, whereas `start` would follow the text's own direction. A long unbroken word (a link, a
 * row of letters) wraps rather than widening the page.
 */
export function AuthoredText({ sx, ...props }: TypographyProps) {
  return (
    <Typography
      dir="auto"
      {...props}
      sx={[{ textAlign: 'left', overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
