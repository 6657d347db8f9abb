import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { AcceptCoTeachingDocument } from '../api/accept-co-teaching-mutation.ts';
import { CoTeachingInvitePreviewDocument } from '../api/co-teaching-invite-preview-query.ts';
import { DeclineCoTeachingDocument } from '../api/decline-co-teaching-mutation.ts';
import { InvalidInvite, InviteCard } from '../components/invite-card.tsx';
import { loadPreview } from '../load-preview.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  return loadPreview(async () => {
    const data = await graphqlRequest(CoTeachingInvitePreviewDocument, {
      token: params.idTeacherToClassroom ?? '',
      classroomId: params.idClassroom ?? '',
    });
    return data.teacherToClassroomInvitationPreview;
  });
}

/** An invitation to co-teach a classroom, opened by a teacher. */
export function Component() {
  const { t } = useTranslation();
  const { idTeacherToClassroom = '', idClassroom = '' } = useParams();
  const result = useLoaderData<typeof loader>();
  if (!result.ok) return <InvalidInvite problem={result.problem} />;
  const { invitedBy, classroom, status } = result.preview;
  if (status !== 'PENDING') return <InvalidInvite problem="INVITATION_NOT_PENDING" />;
  const variables = { token: idTeacherToClassroom, classroomId: idClassroom };
  return (
    <InviteCard
      title={t('invite.teacherToClassroomTitle')}
      description={t('invite.teacherToClassroomDescription', { name: displayName(invitedBy) })}
      invitedBy={invitedBy}
      classroom={classroom}
      onAccept={async () => {
        const [joined] =
          (await runMutation(
            AcceptCoTeachingDocument,
            variables,
            'acceptTeacherToClassroomInvitation',
          )) ?? [];
        return joined
          ? paths.accounts.classroom.detail.getHref(joined.id)
          : paths.teacher.home.path;
      }}
      onDecline={async () => {
        await runMutation(
          DeclineCoTeachingDocument,
          variables,
          'declineTeacherToClassroomInvitation',
        );
      }}
    />
  );
}
