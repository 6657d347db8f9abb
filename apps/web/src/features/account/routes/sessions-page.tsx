import Computer from '@mui/icons-material/ComputerOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { endSessions, getSessions } from '../../../lib/auth/allauth-client.ts';
import type { UserSession } from '../../../lib/auth/allauth-types.ts';
import { confirm } from '../../../lib/confirm.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { SettingsPage } from '../components/settings-page.tsx';
import { describeUserAgent } from '../user-agent.ts';

export async function loader() {
  const response = await getSessions();
  return { sessions: response.status === 200 ? (response.data ?? []) : [] };
}

function SessionRow({
  session,
  onEnd,
  busy,
}: {
  session: UserSession;
  onEnd?: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const device = describeUserAgent(session.user_agent);
  const lastSeen = session.last_seen_at ?? session.created_at;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2.25, flexWrap: 'wrap' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex' }}>
        {device.mobile ? <PhoneIphone /> : <Computer />}
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('sessions.device', { browser: device.browser, os: device.os })}
          </Typography>
          {session.is_current ? (
            <Chip size="small" color="primary" label={t('sessions.current')} />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('sessions.details', {
            ip: session.ip,
            date: new Date(lastSeen * 1000),
            formatParams: { date: { dateStyle: 'medium', timeStyle: 'short' } },
          })}
        </Typography>
      </Box>
      {onEnd ? (
        <Button color="error" size="small" onClick={onEnd} disabled={busy}>
          {t('sessions.end')}
        </Button>
      ) : null}
    </Box>
  );
}

/** Where the account is signed in; sign out of the other devices. */
export function Component() {
  const { t } = useTranslation();
  const initial = useLoaderData<typeof loader>();
  const [sessions, setSessions] = useState<readonly UserSession[]>(initial.sessions);
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((session) => !session.is_current);

  const end = async (ids: ReadonlyArray<UserSession['id']>) => {
    const confirmed = await confirm({
      title: t('sessions.endTitle', { count: ids.length }),
      message: t('sessions.endMessage', { count: ids.length }),
      confirmLabel: t('sessions.end'),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const response = await endSessions(ids);
      if (response.status === 200 && response.data) {
        setSessions(response.data);
        showSnackbar(t('sessions.ended', { count: ids.length }), { color: 'success' });
      }
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPage title={t('sessions.title')} subtitle={t('sessions.subtitle')}>
      <Card>
        {sessions.map((session, index) => (
          <Box key={session.id}>
            {index > 0 ? <Divider /> : null}
            <SessionRow
              session={session}
              busy={busy}
              onEnd={session.is_current ? undefined : () => void end([session.id])}
            />
          </Box>
        ))}
      </Card>
      {others.length > 1 ? (
        <Box sx={{ mt: 3 }}>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => void end(others.map((s) => s.id))}
          >
            {t('sessions.endOthers')}
          </Button>
        </Box>
      ) : null}
    </SettingsPage>
  );
}
