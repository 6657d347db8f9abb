import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { EvaluationSettingsQuery } from '../../../gql/graphql.ts';
import { NEW_SETTING_ID } from '../evaluation-labels.ts';
import { AttemptModeChip } from './attempt-mode-chip.tsx';

type Page = EvaluationSettingsQuery['evaluationSettings'];

/** The teacher's evaluation settings, eight a page, with the entry point to create one. */
export function EvaluationSettingList({ page, selectedId }: { page: Page; selectedId: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('evaluation.listTitle')}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.evaluation.evaluationSetting.detail.getHref(NEW_SETTING_ID)}
          startIcon={<Add />}
          size="small"
          variant="contained"
        >
          {t('evaluation.new')}
        </Button>
      </Box>
      {page.objects.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 2 }}>
          {t('evaluation.noSettings')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {page.objects.map((setting) => (
            <ListItemButton
              key={setting.id}
              component={RouterLink}
              to={paths.evaluation.evaluationSetting.detail.getHref(setting.id)}
              selected={setting.id === selectedId}
              sx={{ borderRadius: 1, gap: 1 }}
            >
              <ListItemText
                primary={setting.name}
                secondary={t('evaluation.passingScoreShort', { score: setting.passingScore })}
              />
              <AttemptModeChip
                attemptMode={setting.attemptMode}
                maxAttempts={setting.maxAttempts}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {page.pages > 1 ? (
        <Pagination
          sx={{ mt: 1 }}
          size="small"
          count={page.pages}
          page={page.page}
          onChange={(_, value) => {
            const next = new URLSearchParams(searchParams);
            next.set('page', String(value));
            setSearchParams(next);
          }}
        />
      ) : null}
    </Paper>
  );
}
