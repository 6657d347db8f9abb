import Assignment from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={<Assignment />}
      title={t('practiceAssignments.title')}
      subtitle={t('practiceAssignments.subtitle')}
      emptyTitle={t('practiceAssignments.empty')}
      emptyDescription={t('practiceAssignments.emptyHint')}
    />
  );
}
