import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { clearReferralTokensOf } from '../../../lib/auth/referral-tokens.ts';
import { confirm } from '../../../lib/confirm.ts';
import { displayName, type NamedPerson } from '../../../lib/display-name.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { type NamedLanguage, useLanguageName } from '../../../lib/language-names.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { AcceptCoTeachingDocument } from '../../invitations/api/accept-co-teaching-mutation.ts';
import { DeclineCoTeachingDocument } from '../../invitations/api/decline-co-teaching-mutation.ts';
import { SectionCard } from './section-card.tsx';

export type CoTeachingInvitation = {
  id: string;
  token: string;
  classroomId: string;
  invitePath: string;
  expiresAt: string;
  invitedBy: { user: NamedPerson };
  classroomPreview: { name: string; level: string; avatar: string; language: NamedLanguage };
};

/** The answer being sent: one at a time, whichever row it is for. */
type Answering = { id: string; accepting: boolean };

/**
 * The invitations to co-teach addressed to this teacher, each answered here or opened on its
 * invitation page. Shown only while there are some. `totalCount` counts them all, beyond the
 * page shown.
 */
export function CoTeachingInvitations({
  invitations,
  totalCount,
}: {
  invitations: readonly CoTeachingInvitation[];
  totalCount: number;
}) {
  const { t, i18n } = useTranslation();
  const languageName = useLanguageName();
  const revalidator = useRevalidator();
  const [answering, setAnswering] = useState<Answering | null>(null);
  if (invitations.length === 0) return null;
  const now = new Date();

  const answer = async (invitation: CoTeachingInvitation, accepting: boolean) => {
    if (answering) return;
    const classroom = invitation.classroomPreview.name;
    if (!accepting) {
      const ok = await confirm({
        title: t('teacherHome.declineTitle'),
        message: t('teacherHome.declineMessage', {
          classroom,
          name: displayName(invitation.invitedBy.user),
        }),
        confirmLabel: t('teacherHome.decline'),
        destructive: true,
      });
      if (!ok) return;
    }
    setAnswering({ id: invitation.id, accepting });
    const variables = { classroomId: invitation.classroomId, token: invitation.token };
    try {
      if (accepting) {
        await runMutation(
          AcceptCoTeachingDocument,
          variables,
          'acceptTeacherToClassroomInvitation',
        );
        showSnackbar(t('teacherHome.accepted', { classroom }), { color: 'success' });
      } else {
        await runMutation(
          DeclineCoTeachingDocument,
          variables,
          'declineTeacherToClassroomInvitation',
        );
        showSnackbar(t('teacherHome.declined', { classroom }), { color: 'success' });
      }
      // Answered: an invite link of it caught earlier must not lead the next sign-in back here.
      clearReferralTokensOf({
        tokenInviteTeacherToClassroom: invitation.token,
        tokenInviteClassroom: invitation.classroomId,
      });
    } catch (error) {
      reportError(error);
    }
    // Refreshed either way: an invitation that failed (expired, revoked meanwhile) leaves too.
    await revalidator.revalidate();
    setAnswering(null);
  };

  return (
    <Box component="section" aria-labelledby="co-teaching-invitations-title" sx={{ mb: 3 }}>
      <SectionCard title={t('teacherHome.coTeachingTitle')} titleId="co-teaching-invitations-title">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('teacherHome.coTeachingHint', { count: totalCount })}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {invitations.map((invitation) => {
            const { classroomPreview: classroom } = invitation;
            const pressed = answering?.id === invitation.id ? answering : null;
            return (
              <Box
                component="li"
                key={invitation.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 2,
                  p: 1.5,
                  borderRadius: '12px',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    flex: '1 1 280px',
                    minWidth: 0,
                  }}
                >
                  <UserAvatar
                    picture={{ image: classroom.avatar }}
                    kind="classroom"
                    size={44}
                    decorative
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <AuthoredText sx={{ fontWeight: 600 }} noWrap>
                        {classroom.name}
                      </AuthoredText>
                      <LanguageFlag
                        isoLanguageCode={classroom.language.isoLanguageCode}
                        size={18}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {classroom.level} · {languageName(classroom.language)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('teacherHome.invitedBy', { name: displayName(invitation.invitedBy.user) })}
                      {' · '}
                      <Box
                        component="time"
                        dateTime={invitation.expiresAt}
                        title={new Date(invitation.expiresAt).toLocaleString(i18n.language)}
                      >
                        {t('teacherHome.expires', {
                          when: formatRelativeTime(
                            new Date(invitation.expiresAt),
                            now,
                            i18n.language,
                          ),
                        })}
                      </Box>
                    </Typography>
                  </Box>
                </Box>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ flexShrink: 0, marginInlineStart: 'auto' }}
                >
                  <Button
                    size="small"
                    color="inherit"
                    disabled={answering !== null}
                    component={RouterLink}
                    to={invitation.invitePath}
                  >
                    {t('teacherHome.view')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={answering !== null}
                    loading={pressed?.accepting === false}
                    onClick={() => void answer(invitation, false)}
                  >
                    {t('teacherHome.decline')}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={answering !== null}
                    loading={pressed?.accepting === true}
                    onClick={() => void answer(invitation, true)}
                  >
                    {t('teacherHome.accept')}
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </SectionCard>
    </Box>
  );
}
