import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { UserTypeChooser } from '../components/user-type-chooser.tsx';

/** Home for a signed-in user without a type yet: welcome, and choose how to use Charla. */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const name = user?.firstName?.trim();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="overline" color="primary" component="p">
          {t('home.welcomeOverline')}
        </Typography>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {name ? t('home.welcomeNamed', { name }) : t('home.welcome')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
          {t('home.chooseType')}
        </Typography>
      </Box>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <UserTypeChooser next={searchParams.get('next')} />
      </Card>
    </Container>
  );
}
