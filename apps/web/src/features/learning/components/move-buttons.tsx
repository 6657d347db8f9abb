import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** Moves the entry at `index` of an ordered list one place up or down. */
export function MoveButtons({
  index,
  count,
  disabled = false,
  onMove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        size="small"
        disabled={disabled || index === 0}
        aria-label={t('scenarios.moveUp')}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={disabled || index === count - 1}
        aria-label={t('scenarios.moveDown')}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}
