import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { AcceptTeacherInviteDocument } from '../api/accept-teacher-invite-mutation.ts';
import { TeacherInvitePreviewDocument } from '../api/teacher-invite-preview-query.ts';
import { InvalidInvite, InviteCard } from '../components/invite-card.tsx';
import { loadPreview } from '../load-preview.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  return loadPreview(async () => {
    const data = await graphqlRequest(TeacherInvitePreviewDocument, {
      token: params.idTeacher ?? '',
    });
    return data.teacherInvitePreview;
  });
}

/** A teacher's invite link, opened by a student. */
export function Component() {
  const { t } = useTranslation();
  const { idTeacher = '' } = useParams();
  const result = useLoaderData<typeof loader>();
  if (!result.ok) return <InvalidInvite problem={result.problem} />;
  const { teacher } = result.preview;
  return (
    <InviteCard
      title={t('invite.teacherTitle')}
      description={t('invite.teacherDescription', { name: displayName(teacher) })}
      invitedBy={teacher}
      onAccept={async () => {
        const [profile] =
          (await runMutation(
            AcceptTeacherInviteDocument,
            { token: idTeacher },
            'acceptTeacherInvite',
          )) ?? [];
        return profile
          ? paths.accounts.teachers.detail.getHref(profile.id)
          : paths.student.home.path;
      }}
    />
  );
}
