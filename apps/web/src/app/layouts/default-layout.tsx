import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth/auth-store.ts';
import { homeFor } from '../../lib/auth/user-home.ts';
import { AppFrame } from './app-frame.tsx';
import { navigationFor } from './navigation.tsx';

/** The default layout: the frame with the navigation of the signed-in user's type. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <AppFrame
      nav={navigationFor(user?.userType, t)}
      homeHref={homeFor(user?.userType)}
      navTitle={user?.userType === 'TEACHER' ? t('nav.teach') : t('nav.learn')}
    />
  );
}
