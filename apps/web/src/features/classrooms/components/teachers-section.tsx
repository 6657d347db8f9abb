import PersonRemove from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { confirm } from '../../../lib/confirm.ts';
import { displayName, type NamedPerson } from '../../../lib/display-name.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { RemoveClassroomTeacherDocument } from '../api/remove-classroom-teacher-mutation.ts';
import { ClassroomSection } from './classroom-section.tsx';
import { PersonRow } from './person-row.tsx';

type Teacher = { id: string; avatar: string; user: NamedPerson };

/**
 * The owner and the co-teachers. The owner can take a co-teacher out; students open a teacher's
 * page from here.
 */
export function TeachersSection({
  classroomId,
  ownerId,
  teachers,
  viewerRole,
}: {
  classroomId: string;
  ownerId: string;
  teachers: readonly Teacher[];
  viewerRole: string | null | undefined;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const isOwner = viewerRole === 'OWNER';
  const isTeacher = isOwner || viewerRole === 'CO_TEACHER';

  const remove = async (teacher: Teacher) => {
    const name = displayName(teacher.user);
    const ok = await confirm({
      title: t('classroom.removeTeacherTitle'),
      message: t('classroom.removeTeacherMessage', { name }),
      confirmLabel: t('classroom.remove'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await runMutation(
        RemoveClassroomTeacherDocument,
        { classroomId, teacherProfileId: teacher.id },
        'removeClassroomTeacher',
      );
      showSnackbar(t('classroom.removed', { name }), { color: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <ClassroomSection title={t('classroom.teachersTitle')}>
      <List aria-label={t('classroom.teachersTitle')}>
        {teachers.map((teacher) => {
          const ownerRow = teacher.id === ownerId;
          return (
            <PersonRow
              key={teacher.id}
              person={teacher.user}
              avatar={teacher.avatar}
              kind="teacher"
              href={isTeacher ? undefined : paths.accounts.teachers.detail.getHref(teacher.id)}
              secondary={ownerRow ? t('classroom.owner') : t('classroom.coTeacher')}
              action={
                isOwner && !ownerRow ? (
                  <IconButton
                    edge="end"
                    aria-label={t('classroom.removeNamed', { name: displayName(teacher.user) })}
                    onClick={() => void remove(teacher)}
                  >
                    <PersonRemove />
                  </IconButton>
                ) : undefined
              }
            />
          );
        })}
      </List>
    </ClassroomSection>
  );
}
