import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { isProfileComplete } from '../../../lib/auth/current-user.ts';
import { clearReferralTokens } from '../../../lib/auth/referral-tokens.ts';
import { homeFor } from '../../../lib/auth/user-home.ts';
import { displayName } from '../../../lib/display-name.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import type { InvitationProblem } from '../load-preview.ts';

export type InvitingPerson = { firstName: string; lastName: string; avatar: string };
export type InvitedClassroom = {
  name: string;
  level: string;
  avatar: string;
  language: { name: string; isoLanguageCode: string };
};

export function ClassroomSummary({ classroom }: { classroom: InvitedClassroom }) {
  const nameOf = useLanguageName();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        alignItems: 'center',
        p: 2,
        borderRadius: '16px',
        bgcolor: 'action.hover',
        textAlign: 'start',
      }}
    >
      <UserAvatar picture={{ image: classroom.avatar }} kind="classroom" size={56} decorative />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AuthoredText sx={{ fontWeight: 650 }} noWrap>
          {classroom.name}
        </AuthoredText>
        <Stack direction="row" spacing={1} sx={{ mt: 0.75, alignItems: 'center' }}>
          <LanguageFlag isoLanguageCode={classroom.language.isoLanguageCode} size={20} />
          <Typography variant="body2" color="text.secondary">
            {nameOf(classroom.language)}
          </Typography>
          <Chip size="small" label={classroom.level} variant="outlined" />
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * An invitation waiting for an answer. Accepting or refusing it ends the referral: the caught
 * tokens are cleared so the next sign-in goes home instead of back here. Invite routes do not
 * ask for the profile (a new user is led through it after choosing a type); one who got here
 * with names or languages missing is sent to finish the profile first, and back here after.
 */
export function InviteCard({
  title,
  description,
  invitedBy,
  classroom,
  onAccept,
  onDecline,
  joinedHref,
}: {
  title: string;
  description: ReactNode;
  invitedBy: InvitingPerson;
  classroom?: InvitedClassroom;
  /** Returns where to go once accepted. */
  onAccept: () => Promise<string>;
  onDecline?: () => Promise<void>;
  /** Where the classroom is when the viewer already belongs to it: nothing left to answer. */
  joinedHref?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const location = useLocation();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const profileMissing = user !== null && !isProfileComplete(user);
  useEffect(() => {
    if (joinedHref) clearReferralTokens();
  }, [joinedHref]);

  const finish = async (action: 'accept' | 'decline') => {
    setPending(action);
    try {
      let to = homeFor(user?.userType);
      if (action === 'accept') to = await onAccept();
      else await onDecline?.();
      clearReferralTokens();
      if (action === 'accept') showSnackbar(t('invite.accepted'), { color: 'success' });
      navigate(to, { replace: true });
    } catch (error) {
      reportError(error);
      setPending(null);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <UserAvatar
          person={invitedBy}
          picture={{ image: invitedBy.avatar }}
          kind="teacher"
          size={72}
          sx={{ mx: 'auto', mb: 2 }}
          decorative
        />
        <Typography variant="overline" color="primary" component="p">
          {t('invite.from', { name: displayName(invitedBy) })}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: '1.875rem', mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        {classroom ? (
          <Box sx={{ mb: 4 }}>
            <ClassroomSummary classroom={classroom} />
          </Box>
        ) : null}
        {joinedHref ? (
          <>
            <Typography sx={{ mb: 2 }} role="status">
              {t('invite.alreadyJoined')}
            </Typography>
            <Button component={RouterLink} to={joinedHref} variant="contained" size="large">
              {t('invite.openClassroom')}
            </Button>
          </>
        ) : (
          <>
            {profileMissing ? (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('invite.completeProfileReason')}
              </Typography>
            ) : null}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'center' }}
            >
              {profileMissing ? (
                <Button
                  component={RouterLink}
                  to={paths.accounts.completeProfile.getHref(
                    `${location.pathname}${location.search}`,
                  )}
                  variant="contained"
                  size="large"
                  disabled={pending !== null}
                >
                  {t('invite.completeProfile')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void finish('accept')}
                  loading={pending === 'accept'}
                  disabled={pending !== null}
                >
                  {t('invite.accept')}
                </Button>
              )}
              <Button
                variant="outlined"
                size="large"
                color="inherit"
                onClick={() => void finish('decline')}
                loading={pending === 'decline'}
                disabled={pending !== null}
              >
                {t('invite.decline')}
              </Button>
            </Stack>
          </>
        )}
      </Card>
    </Container>
  );
}

/** A link that no longer works: say why, and forget its tokens. */
export function InvalidInvite({ problem }: { problem: InvitationProblem }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => clearReferralTokens(), []);
  const message =
    problem === 'INVITATION_EXPIRED'
      ? t('invite.expired')
      : problem === 'INVITATION_REVOKED'
        ? t('invite.revoked')
        : problem === 'INVITATION_NOT_PENDING'
          ? t('invite.answered')
          : problem === 'CLASSROOM_ARCHIVED'
            ? t('invite.archived')
            : t('invite.invalid');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'text.secondary', mb: 2, '& svg': { fontSize: 48 } }}>
          <LinkOff />
        </Box>
        <Typography variant="h1" sx={{ fontSize: '1.875rem', mb: 1.5 }}>
          {t('invite.unavailableTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {message}
        </Typography>
        <Button
          variant="contained"
          size="large"
          onClick={() => navigate(homeFor(user?.userType), { replace: true })}
        >
          {t('errors.goHome')}
        </Button>
      </Card>
    </Container>
  );
}
