import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontSize: '4rem' }}>
        404
      </Typography>
      <Typography variant="h2" component="h1">
        {t('errors.pageNotFound')}
      </Typography>
    </Container>
  );
}
