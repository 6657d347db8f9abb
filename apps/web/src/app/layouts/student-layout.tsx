import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { AppFrame } from './app-frame.tsx';
import { navigationFor } from './navigation.tsx';

/** The student layout: the frame with the student's navigation. */
export function StudentLayout() {
  const { t } = useTranslation();
  return (
    <AppFrame
      nav={navigationFor('STUDENT', t)}
      homeHref={paths.student.home.path}
      navTitle={t('nav.learn')}
    />
  );
}
