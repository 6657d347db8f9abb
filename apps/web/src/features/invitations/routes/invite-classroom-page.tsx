import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { AcceptClassroomInviteDocument } from '../api/accept-classroom-invite-mutation.ts';
import { ClassroomInvitePreviewDocument } from '../api/classroom-invite-preview-query.ts';
import { InvalidInvite, InviteCard } from '../components/invite-card.tsx';
import { loadPreview } from '../load-preview.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  return loadPreview(async () => {
    const data = await graphqlRequest(ClassroomInvitePreviewDocument, {
      teacherToken: params.idTeacher ?? '',
      classroomToken: params.idClassroom ?? '',
    });
    return data.classroomInvitePreview;
  });
}

/** A classroom's invite link, opened by a student. */
export function Component() {
  const { t } = useTranslation();
  const { idTeacher = '', idClassroom = '' } = useParams();
  const result = useLoaderData<typeof loader>();
  if (!result.ok) return <InvalidInvite problem={result.problem} />;
  const { teacher, classroom, joinedClassroomId } = result.preview;
  return (
    <InviteCard
      joinedHref={
        joinedClassroomId ? paths.accounts.classroom.detail.getHref(joinedClassroomId) : undefined
      }
      title={t('invite.classroomTitle')}
      description={t('invite.classroomDescription', { name: displayName(teacher) })}
      invitedBy={teacher}
      classroom={classroom}
      onAccept={async () => {
        const [joined] =
          (await runMutation(
            AcceptClassroomInviteDocument,
            { teacherToken: idTeacher, classroomToken: idClassroom },
            'acceptClassroomInvite',
          )) ?? [];
        return joined
          ? paths.accounts.classroom.detail.getHref(joined.id)
          : paths.student.home.path;
      }}
    />
  );
}
