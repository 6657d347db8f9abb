import ContentCopy from '@mui/icons-material/ContentCopy';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { paths } from '../../../config/paths.ts';
import type { ScenariosQuery } from '../../../gql/graphql.ts';
import { useLanguageName } from '../../../lib/language-names.ts';

export type ScenarioSummary = ScenariosQuery['scenarios']['objects'][number];

export function ScenarioCard({
  scenario,
  onDuplicate,
}: {
  scenario: ScenarioSummary;
  onDuplicate?: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.learning.scenario.detail.getHref(scenario.id)}
        sx={{ flex: 1, p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <LanguageFlag isoLanguageCode={scenario.language.isoLanguageCode} size={22} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} noWrap>
            {nameOf(scenario.language)}
          </Typography>
          <Chip size="small" label={scenario.level} color="primary" variant="outlined" />
        </Stack>
        <AuthoredText variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, mb: 0.5 }}>
          {scenario.title}
        </AuthoredText>
        <AuthoredText
          variant="body2"
          color="text.secondary"
          sx={{
            flex: 1,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {scenario.description}
        </AuthoredText>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }}>
          <Chip
            size="small"
            icon={<Schedule />}
            label={t('scenarios.minutes', { count: scenario.estimatedDurationMinutes })}
          />
          {scenario.isLibrary ? (
            <Chip size="small" color="secondary" label={t('scenarios.library')} />
          ) : scenario.visibility === 'PUBLIC' ? (
            <Chip size="small" color="success" variant="outlined" label={t('scenarios.public')} />
          ) : (
            <Chip size="small" variant="outlined" label={t('scenarios.private')} />
          )}
        </Box>
      </CardActionArea>
      {onDuplicate ? (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<ContentCopy />} onClick={onDuplicate}>
            {t('scenarios.duplicate')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
