import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Says which classroom an assignment list is narrowed to (`?classroom=`), and lifts it. */
export function ClassroomFilter({
  classroom,
  onShowAll,
}: {
  classroom: { name: string };
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      data-testid="classroom-filter"
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Chip
        label={t('practiceAssignments.inClassroom', { classroom: classroom.name })}
        sx={{ maxWidth: '100%' }}
      />
      <Button size="small" onClick={onShowAll}>
        {t('practiceAssignments.allClassrooms')}
      </Button>
    </Stack>
  );
}
