import Assignment from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={<Assignment />}
      title={t('practiceAssignmentScenario.title')}
      subtitle={t('practiceAssignmentScenario.subtitle')}
      emptyTitle={t('practiceAssignmentScenario.empty')}
      emptyDescription={t('practiceAssignmentScenario.emptyHint')}
    />
  );
}
