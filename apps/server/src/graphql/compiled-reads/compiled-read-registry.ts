import { classroomReadModel, classroomRootRead } from '../../classrooms/classroom.read-model.ts';
import { languageReadModel } from '../../languages/language.read-model.ts';
import {
  studentProfileReadModel,
  teacherProfileReadModel,
} from '../../profiles/profile.read-model.ts';
import { userReadModel } from '../../users/user.read-model.ts';
import type { ReadRegistry } from './compile-read.ts';
import type { ReadModel, RootRead } from './read-model.ts';

/** The GraphQL types and root fields the compiled read path answers (decision 0026). */
export const compiledReadRegistry: ReadRegistry = {
  models: {
    Classroom: classroomReadModel,
    Language: languageReadModel,
    TeacherProfile: teacherProfileReadModel,
    StudentProfile: studentProfileReadModel,
    User: userReadModel,
  } as unknown as Record<string, ReadModel>,
  roots: { classroom: classroomRootRead as unknown as RootRead },
};
