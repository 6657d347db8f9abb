import Event from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import { formatDateTime, useViewerTimeZone } from '../../../lib/time-zone.ts';
import { dueColor, dueState } from '../due.ts';

/**
 * When an assignment is due, relative to now ("Due in 3 days"): warning under a day, error once
 * past. The date itself, in the viewer's time zone, shows in a tooltip and is read out by screen
 * readers (the badge sits inside cards that are links, so it takes no focus of its own).
 */
export function StudentDueBadge({ dueAt, now }: { dueAt: string | null; now: Date }) {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const state = dueState(dueAt, now);
  if (!dueAt || state === 'none') {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<Event />}
        label={t('assignmentBadges.noDueDate')}
        data-due="none"
      />
    );
  }
  const when = formatRelativeTime(new Date(dueAt), now, i18n.language);
  const label =
    state === 'past' ? t('assignmentBadges.wasDue', { when }) : t('assignmentBadges.due', { when });
  const date = formatDateTime(dueAt, i18n.language, timeZone, 'full');
  return (
    <Tooltip describeChild title={date}>
      <Chip
        size="small"
        color={dueColor(state)}
        variant={state === 'upcoming' ? 'outlined' : 'filled'}
        icon={<Event />}
        label={
          <time dateTime={dueAt}>
            {label}
            <Box component="span" sx={visuallyHidden}>
              {` (${date})`}
            </Box>
          </time>
        }
        data-due={state}
        sx={{ position: 'relative', zIndex: 1 }}
      />
    </Tooltip>
  );
}
