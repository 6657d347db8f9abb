import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A card's "See all" action: the whole list the card shows the start of. */
export function SeeAllLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={to} size="small">
      {t('common.seeAll')}
    </Button>
  );
}
