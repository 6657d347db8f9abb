import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * A teacher's completion figure ("5 / 7 done"), and after it how many of the students done
 * practise the assignment again: an attempt in progress puts it back in their to-do list, with
 * Resume, while they stay done here. The note wraps as a whole.
 */
export function CompletionFigure({ figure, retrying }: { figure: string; retrying: number }) {
  const { t } = useTranslation();
  return (
    <>
      {figure}
      {retrying > 0 ? (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {' · '}
          {t('practiceAssignments.teacher.retrying', { count: retrying })}
        </Box>
      ) : null}
    </>
  );
}
