import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { confirm } from '../../../lib/confirm.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { CreateCoTeacherInvitationDocument } from '../api/create-co-teacher-invitation-mutation.ts';
import { RevokeCoTeacherInvitationDocument } from '../api/revoke-co-teacher-invitation-mutation.ts';
import { ClassroomSection } from './classroom-section.tsx';
import { InviteLinkField } from './invite-link-field.tsx';

export type PendingInvitation = {
  id: string;
  inviteeEmail?: string | null;
  invitePath: string;
  expiresAt: string;
  expired: boolean;
};
export type DeclinedInvitation = {
  id: string;
  inviteeEmail?: string | null;
  respondedAt?: string | null;
};

/**
 * For the owner: invite a teacher by e-mail or with a link, see the invitations still open
 * (expired ones marked), revoke them, and the latest ones declined.
 */
export function CoTeacherInvitationsSection({
  classroomId,
  pending,
  declined,
}: {
  classroomId: string;
  pending: readonly PendingInvitation[];
  declined: readonly DeclinedInvitation[];
}) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [inviteEmail, setInviteEmail] = useState('');
  const [inviting, setInviting] = useState(false);
  const date = (value: string) => new Date(value).toLocaleDateString(i18n.language);

  /** Runs a mutation, says it is done and refreshes; false (error reported) when it failed. */
  const act = async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await run();
    } catch (error) {
      reportError(error);
      return false;
    }
    showSnackbar(done, { color: 'success' });
    await revalidator.revalidate();
    return true;
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const email = inviteEmail.trim();
    setInviting(true);
    const sent = await act(
      () =>
        runMutation(
          CreateCoTeacherInvitationDocument,
          { classroomId, email: email || null },
          'createTeacherToClassroomInvitation',
        ),
      email ? t('classroom.invitationSent') : t('classroom.invitationCreated'),
    );
    // A refused address stays in the field, to be corrected rather than typed again.
    if (sent) setInviteEmail('');
    setInviting(false);
  };

  const revoke = async (id: string) => {
    const ok = await confirm({
      title: t('classroom.revokeTitle'),
      message: t('classroom.revokeMessage'),
      confirmLabel: t('classroom.revoke'),
      destructive: true,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          RevokeCoTeacherInvitationDocument,
          { id },
          'revokeTeacherToClassroomInvitation',
        ),
      t('classroom.revoked'),
    );
  };

  const revokeButton = (id: string) => (
    <Button color="error" onClick={() => void revoke(id)}>
      {t('classroom.revoke')}
    </Button>
  );

  return (
    <ClassroomSection title={t('classroom.coTeachersTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('classroom.coTeachersHint')}
      </Typography>
      <Stack
        component="form"
        onSubmit={invite}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2 }}
      >
        <TextField
          type="email"
          size="small"
          fullWidth
          label={t('classroom.inviteEmail')}
          value={inviteEmail}
          onChange={(event) => setInviteEmail(event.target.value)}
        />
        <Button type="submit" variant="contained" loading={inviting} sx={{ flexShrink: 0 }}>
          {inviteEmail.trim() ? t('classroom.sendInvitation') : t('classroom.createLink')}
        </Button>
      </Stack>
      {pending.length === 0 ? (
        <Typography color="text.secondary">{t('classroom.noInvitations')}</Typography>
      ) : (
        <Stack spacing={2} data-testid="pending-invitations">
          {pending.map((invitation) => (
            <Box key={invitation.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {invitation.inviteeEmail ?? t('classroom.anyTeacher')}
                  {' · '}
                  {invitation.expired
                    ? t('classroom.expiredOn', { date: date(invitation.expiresAt) })
                    : t('classroom.expires', { date: date(invitation.expiresAt) })}
                </Typography>
                {invitation.expired ? (
                  <Chip size="small" color="warning" label={t('classroom.expired')} />
                ) : null}
              </Stack>
              {invitation.expired ? (
                // The link no longer works: nothing to copy, only to revoke.
                revokeButton(invitation.id)
              ) : (
                <InviteLinkField
                  label={t('classroom.coTeacherLink')}
                  invitePath={invitation.invitePath}
                  actions={revokeButton(invitation.id)}
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
      {declined.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('classroom.declinedTitle')}
          </Typography>
          <Stack
            component="ul"
            spacing={0.5}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            data-testid="declined-invitations"
          >
            {declined.map((invitation) => (
              <Typography component="li" variant="body2" color="text.secondary" key={invitation.id}>
                {invitation.inviteeEmail
                  ? t('classroom.declinedBy', {
                      email: invitation.inviteeEmail,
                      date: invitation.respondedAt ? date(invitation.respondedAt) : '',
                    })
                  : t('classroom.linkDeclinedOn', {
                      date: invitation.respondedAt ? date(invitation.respondedAt) : '',
                    })}
              </Typography>
            ))}
          </Stack>
        </Box>
      ) : null}
    </ClassroomSection>
  );
}
