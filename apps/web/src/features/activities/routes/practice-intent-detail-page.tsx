import Insights from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={<Insights />}
      title={t('practiceIntentDetail.title')}
      subtitle={t('practiceIntentDetail.subtitle')}
      emptyTitle={t('practiceIntentDetail.empty')}
      emptyDescription={t('practiceIntentDetail.emptyHint')}
    />
  );
}
