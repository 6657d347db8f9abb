import Container from '@mui/material/Container';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { StudentAssignmentsDocument } from '../api/student-assignments-query.ts';
import { TeacherAssignmentsDocument } from '../api/teacher-assignments-query.ts';
import { StudentAssignmentList } from '../components/student-assignment-list.tsx';
import { TeacherAssignmentList } from '../components/teacher-assignment-list.tsx';
import { studentListParams, teacherListParams } from '../list-params.ts';

/** The classroom the list is narrowed to, asked for its name only when there is one. */
const classroomVariables = (classroomId: string | null) => ({
  classroom: classroomId ?? '',
  inClassroom: classroomId !== null,
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { user } = await ensureAuth();
  if (user?.userType === 'TEACHER') {
    const params = teacherListParams(url);
    const data = await graphqlRequest(TeacherAssignmentsDocument, {
      ...params,
      ...classroomVariables(params.classroomId),
    });
    return { kind: 'teacher' as const, params, data };
  }
  const params = studentListParams(url);
  const data = await graphqlRequest(StudentAssignmentsDocument, {
    ...params,
    ...classroomVariables(params.classroomId),
  });
  return { kind: 'student' as const, params, data };
}

/** `/activities/practice-assignment`: a student's assignments, or a teacher's classrooms'. */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {loaded.kind === 'teacher' ? (
        <TeacherAssignmentList
          data={loaded.data}
          status={loaded.params.status}
          page={loaded.params.page}
        />
      ) : (
        <StudentAssignmentList
          data={loaded.data}
          bucket={loaded.params.bucket}
          page={loaded.params.page}
        />
      )}
    </Container>
  );
}
