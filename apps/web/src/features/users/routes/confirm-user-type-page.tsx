import Diversity from '@mui/icons-material/Diversity3Outlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { UserTypeChooser } from '../components/user-type-chooser.tsx';

/** Choose student or teacher (once), e.g. after a provider sign-in or before an invite. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <FormHeading
        icon={<Diversity />}
        title={t('userType.title')}
        subtitle={t('userType.subtitle')}
      />
      <UserTypeChooser next={searchParams.get('next')} />
    </>
  );
}
