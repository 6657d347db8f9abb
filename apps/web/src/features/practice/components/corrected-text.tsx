import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { PracticeMessage } from '../conversation-state.ts';

export type TextPiece =
  | { kind: 'plain'; start: number; text: string }
  | { kind: 'marked'; start: number; text: string; suggestion: string | null; severity: string };

/**
 * A student line cut at the feedback's spans (UTF-16 offsets into the text): the words each item
 * is about, with its suggestion. Items without a span, outside the text or overlapping an
 * earlier one stay in the list under the line only.
 */
export function textPieces(text: string, feedback: PracticeMessage['feedback']): TextPiece[] {
  const spans = feedback
    .flatMap((item) =>
      item.span &&
      item.span.start >= 0 &&
      item.span.end > item.span.start &&
      item.span.end <= text.length
        ? [{ ...item.span, suggestion: item.suggestion ?? null, severity: item.severity }]
        : [],
    )
    .sort((a, b) => a.start - b.start);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at)
      pieces.push({ kind: 'plain', start: at, text: text.slice(at, span.start) });
    pieces.push({
      kind: 'marked',
      start: span.start,
      text: text.slice(span.start, span.end),
      suggestion: span.suggestion,
      severity: span.severity,
    });
    at = span.end;
  }
  if (at < text.length) pieces.push({ kind: 'plain', start: at, text: text.slice(at) });
  return pieces;
}

/** The line with its corrections shown where they apply: the words struck, the suggestion after. */
export function CorrectedText({ message }: { message: PracticeMessage }): ReactNode {
  const { t } = useTranslation();
  return textPieces(message.text, message.feedback).map((piece) =>
    piece.kind === 'plain' ? (
      <Fragment key={piece.start}>{piece.text}</Fragment>
    ) : (
      <Fragment key={piece.start}>
        <Box
          component="del"
          sx={{
            textDecorationLine: 'underline',
            textDecorationStyle: 'wavy',
            textDecorationColor: (theme) =>
              piece.severity === 'error' ? theme.palette.error.main : theme.palette.info.main,
            textUnderlineOffset: '3px',
          }}
        >
          {piece.text}
        </Box>
        {piece.suggestion ? (
          <Box
            component="ins"
            sx={{
              textDecoration: 'none',
              color: 'success.main',
              fontWeight: 600,
              ms: 0.5,
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {t('practiceResult.suggestedCorrection')}
            </Box>
            {`(${piece.suggestion})`}
          </Box>
        ) : null}
      </Fragment>
    ),
  );
}
