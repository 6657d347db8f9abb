import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthoredText } from '../../../components/authored-text.tsx';
import type { FeedbackCategory } from '../../../gql/graphql.ts';
import { feedbackCategoryLabel } from '../../evaluation/evaluation-text.ts';
import {
  type AttachmentPreview,
  AttachmentTiles,
} from '../../learning/components/attachment-tile.tsx';

export type DrawerContent = 'description' | 'rubrics';

/** The scenario's description, goal and materials, or its rubrics, beside the conversation. */
export function ScenarioDrawer({
  open,
  content,
  onClose,
  description,
  studentGoal,
  studentRole,
  attachments,
  rubrics,
}: {
  open: boolean;
  content: DrawerContent;
  onClose(): void;
  description: string | null;
  studentGoal: string | null;
  studentRole: string;
  attachments: readonly AttachmentPreview[] | null;
  rubrics: readonly { category: FeedbackCategory; criteria: string; weight: number }[] | null;
}) {
  const { t } = useTranslation();
  const title =
    content === 'description'
      ? t('practiceSession.help.descriptionTitle')
      : t('practiceSession.help.rubricsTitle');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 400 }, p: 3 },
          'aria-labelledby': 'scenario-drawer-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="scenario-drawer-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('practiceSession.help.close')}>
          <Close />
        </IconButton>
      </Box>
      {content === 'description' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {description ? <AuthoredText>{description}</AuthoredText> : null}
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('practiceSession.help.yourRole')}
            </Typography>
            <AuthoredText variant="body2">{studentRole}</AuthoredText>
          </Box>
          {studentGoal ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('practiceSession.help.yourGoal')}
              </Typography>
              <AuthoredText variant="body2">{studentGoal}</AuthoredText>
            </Box>
          ) : null}
          {attachments?.length ? (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('practiceAssignmentScenario.materials')}
              </Typography>
              <AttachmentTiles attachments={attachments} />
            </Box>
          ) : null}
        </Box>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
          {(rubrics ?? []).map((rubric) => (
            <Box component="li" key={rubric.category}>
              <Typography variant="subtitle2" component="h3">
                {t('practiceSession.help.rubricHeading', {
                  category: feedbackCategoryLabel(t, rubric.category),
                  weight: rubric.weight,
                })}
              </Typography>
              <AuthoredText variant="body2">{rubric.criteria}</AuthoredText>
            </Box>
          ))}
        </Box>
      )}
    </Drawer>
  );
}
