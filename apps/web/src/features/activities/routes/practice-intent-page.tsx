import Forum from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={<Forum />}
      title={t('practiceIntent.title')}
      subtitle={t('practiceIntent.subtitle')}
      emptyTitle={t('practiceIntent.empty')}
      emptyDescription={t('practiceIntent.emptyHint')}
    />
  );
}
