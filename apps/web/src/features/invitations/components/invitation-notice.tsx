import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import type { ReferralTokens } from '../../../lib/auth/referral-tokens.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { ClassroomInvitePreviewDocument } from '../api/classroom-invite-preview-query.ts';
import { CoTeachingInvitePreviewDocument } from '../api/co-teaching-invite-preview-query.ts';
import { TeacherInvitePreviewDocument } from '../api/teacher-invite-preview-query.ts';
import { ClassroomSummary, type InvitedClassroom, type InvitingPerson } from './invite-card.tsx';

type Invitation = {
  kind: 'classroom' | 'teacher' | 'coTeaching';
  invitedBy: InvitingPerson;
  classroom?: InvitedClassroom;
};

/** The invitation the held referral tokens name, in the order the post-login routing uses. */
async function readInvitation(tokens: ReferralTokens): Promise<Invitation | null> {
  const { tokenInviteTeacher, tokenInviteClassroom, tokenInviteTeacherToClassroom } = tokens;
  if (tokenInviteTeacherToClassroom && tokenInviteClassroom) {
    const { teacherToClassroomInvitationPreview: preview } = await graphqlRequest(
      CoTeachingInvitePreviewDocument,
      { token: tokenInviteTeacherToClassroom, classroomId: tokenInviteClassroom },
    );
    if (preview.status !== 'PENDING') return null;
    return { kind: 'coTeaching', invitedBy: preview.invitedBy, classroom: preview.classroom };
  }
  if (tokenInviteTeacher && tokenInviteClassroom) {
    const { classroomInvitePreview: preview } = await graphqlRequest(
      ClassroomInvitePreviewDocument,
      { teacherToken: tokenInviteTeacher, classroomToken: tokenInviteClassroom },
    );
    return { kind: 'classroom', invitedBy: preview.teacher, classroom: preview.classroom };
  }
  if (tokenInviteTeacher) {
    const { teacherInvitePreview: preview } = await graphqlRequest(TeacherInvitePreviewDocument, {
      token: tokenInviteTeacher,
    });
    return { kind: 'teacher', invitedBy: preview.teacher };
  }
  return null;
}

/**
 * Who invited the visitor and to what, above the sign-in and sign-up forms when an invite link
 * brought them here. On the sign-in page it leads a new visitor to sign up first. A link that no
 * longer works shows nothing here: its own page says why after signing in.
 */
export default function InvitationNotice({
  tokens,
  signUpHref,
}: {
  tokens: ReferralTokens;
  /** Given on the sign-in page: the way to sign up instead. */
  signUpHref?: string;
}) {
  const { t } = useTranslation();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  useEffect(() => {
    let current = true;
    readInvitation(tokens)
      .then((found) => current && setInvitation(found))
      .catch(() => current && setInvitation(null));
    return () => {
      current = false;
    };
  }, [tokens]);
  if (!invitation) return null;

  const name = displayName(invitation.invitedBy);
  const sentence =
    invitation.kind === 'coTeaching'
      ? t('invite.noticeCoTeaching', { name })
      : invitation.kind === 'classroom'
        ? t('invite.noticeClassroom', { name })
        : t('invite.noticeTeacher', { name });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="invitation-notice-title"
      data-testid="invitation-notice"
      sx={{ p: 2.5, mb: 4, borderRadius: '16px', borderColor: 'primary.main' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <UserAvatar
          person={invitation.invitedBy}
          picture={{ image: invitation.invitedBy.avatar }}
          kind="teacher"
          size={48}
          decorative
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 1.6 }}>
            {t('invite.title')}
          </Typography>
          <Typography id="invitation-notice-title" sx={{ fontWeight: 600 }}>
            {sentence}
          </Typography>
        </Box>
      </Stack>
      {invitation.classroom ? <ClassroomSummary classroom={invitation.classroom} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {signUpHref ? t('invite.noticeSignIn') : t('invite.noticeSignUp')}
      </Typography>
      {signUpHref ? (
        <Button
          component={RouterLink}
          to={signUpHref}
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 2 }}
        >
          {t('invite.noticeCreateAccount')}
        </Button>
      ) : null}
    </Paper>
  );
}
