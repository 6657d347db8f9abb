import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthoredText } from '../../../components/authored-text.tsx';
import type {
  AssignPreviewScenarioFragment,
  AttemptMode,
  HelpFeature,
} from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { AttemptModeChip } from '../../evaluation/components/attempt-mode-chip.tsx';
import { HELP_FEATURES } from '../../evaluation/evaluation-labels.ts';
import { helpFeatureLabel } from '../../evaluation/evaluation-text.ts';

export type PreviewRules = {
  attemptMode: AttemptMode;
  maxAttempts?: number | null;
  helpFeatures: readonly HelpFeature[];
};

/**
 * What a student will see of the assignment: its title and instructions, each scenario's title,
 * character, role and steps, the help allowed, the attempts and the due date.
 */
export function AssignPreview({
  title,
  instructions,
  scenarios,
  rules,
  due,
}: {
  title: string;
  instructions: string;
  scenarios: readonly AssignPreviewScenarioFragment[];
  rules: PreviewRules | null;
  /** Already formatted in the teacher's zone; null: no due date. */
  due: string | null;
}) {
  const { t } = useTranslation();
  const helpFeatures = HELP_FEATURES.filter((feature) => rules?.helpFeatures.includes(feature));
  return (
    <Paper
      variant="outlined"
      data-testid="assign-preview"
      sx={{ p: 2, bgcolor: 'action.hover', height: '100%' }}
      aria-label={t('assign.preview.label')}
      component="section"
    >
      <Typography variant="overline" color="text.secondary">
        {t('assign.preview.heading')}
      </Typography>
      <AuthoredText variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 0.5 }}>
        {title.trim() || t('assign.preview.untitled')}
      </AuthoredText>
      <Typography variant="body2" color={due ? 'text.primary' : 'text.secondary'} sx={{ mb: 1 }}>
        {due ? t('assign.preview.due', { date: due }) : t('assign.preview.noDue')}
      </Typography>
      {instructions.trim() ? (
        <AuthoredText variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
          {instructions}
        </AuthoredText>
      ) : null}
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        {scenarios.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('assign.preview.noScenario')}
          </Typography>
        ) : (
          scenarios.map((scenario, index) => (
            <Stack key={scenario.id} spacing={0.5}>
              <AuthoredText sx={{ fontWeight: 600 }}>
                {scenarios.length > 1 ? `${index + 1}. ` : ''}
                {scenario.title}
              </AuthoredText>
              <Typography variant="body2" color="text.secondary">
                {t('assign.preview.character')}{' '}
                <bdi>
                  {scenario.characterName}
                  {scenario.characterRole ? ` · ${scenario.characterRole}` : ''}
                </bdi>
              </Typography>
              {scenario.studentRole ? (
                <Typography variant="body2" color="text.secondary">
                  {t('assign.preview.yourRole')} <bdi>{scenario.studentRole}</bdi>
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {t('assign.preview.minutes', {
                  count: durationMinutes(scenario.estimatedDurationSeconds),
                })}
              </Typography>
              {scenario.steps.length > 0 ? (
                // Markers inside: each step keeps its own direction, whatever the page's.
                <Stack
                  component="ol"
                  sx={{ m: 0, p: 0, listStylePosition: 'inside' }}
                  spacing={0.25}
                >
                  {[...scenario.steps]
                    .sort((a, b) => a.position - b.position)
                    .map((step) => (
                      <Typography component="li" variant="body2" key={step.id} dir="auto">
                        {step.title}
                      </Typography>
                    ))}
                </Stack>
              ) : null}
            </Stack>
          ))
        )}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      {rules ? (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{t('assign.preview.attempts')}</Typography>
            <AttemptModeChip attemptMode={rules.attemptMode} maxAttempts={rules.maxAttempts} />
          </Stack>
          <Typography variant="body2">{t('assign.preview.help')}</Typography>
          {helpFeatures.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('assign.preview.noHelp')}
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {helpFeatures.map((feature) => (
                <Chip
                  key={feature}
                  size="small"
                  variant="outlined"
                  label={helpFeatureLabel(t, feature)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('assign.preview.noSetting')}
        </Typography>
      )}
    </Paper>
  );
}
