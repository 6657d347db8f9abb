import type { CefrLevel, InvitationStatus } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { CefrLevelEnum, InvitationStatusEnum } from '../graphql/enums.ts';
import { avatarUrl } from '../graphql/media-urls.ts';

/**
 * What an invitee may read before accepting: who invites, the classroom's name, language, level
 * and picture. Nothing else (no ids of people, no rosters, no tokens).
 */
export type InvitingTeacherShape = {
  firstName: string;
  lastName: string;
  photo: string | null;
  photoThumbnail: string | null;
};

export type PreviewLanguage = { name: string; isoLanguageCode: string };

export type ClassroomPreviewShape = {
  name: string;
  level: CefrLevel;
  language: PreviewLanguage;
  photo: string | null;
  photoThumbnail: string | null;
};

export const InvitingTeacher = builder
  .objectRef<InvitingTeacherShape>('InvitingTeacher')
  .implement({
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      avatar: t.string({
        resolve: (teacher, _args, context: GraphQLContext) =>
          avatarUrl(context, teacher, 'teacher'),
      }),
    }),
  });

const PreviewLanguageRef = builder.objectRef<PreviewLanguage>('PreviewLanguage').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    isoLanguageCode: t.exposeString('isoLanguageCode'),
  }),
});

export const ClassroomPreview = builder
  .objectRef<ClassroomPreviewShape>('ClassroomPreview')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      level: t.field({ type: CefrLevelEnum, resolve: (classroom) => classroom.level }),
      language: t.field({ type: PreviewLanguageRef, resolve: (classroom) => classroom.language }),
      avatar: t.string({
        resolve: (classroom, _args, context: GraphQLContext) =>
          avatarUrl(context, classroom, 'classroom'),
      }),
    }),
  });

export const TeacherInvitePreview = builder
  .objectRef<{ teacher: InvitingTeacherShape }>('TeacherInvitePreview')
  .implement({
    fields: (t) => ({
      teacher: t.field({ type: InvitingTeacher, resolve: (preview) => preview.teacher }),
    }),
  });

export const ClassroomInvitePreview = builder
  .objectRef<{
    teacher: InvitingTeacherShape;
    classroom: ClassroomPreviewShape;
    joinedClassroomId: string | null;
  }>('ClassroomInvitePreview')
  .implement({
    fields: (t) => ({
      teacher: t.field({ type: InvitingTeacher, resolve: (preview) => preview.teacher }),
      classroom: t.field({ type: ClassroomPreview, resolve: (preview) => preview.classroom }),
      joinedClassroomId: t.id({
        nullable: true,
        description:
          "The classroom's id when the viewer already belongs to it (a member reopening the link); null otherwise and before signing in.",
        resolve: (preview) => preview.joinedClassroomId,
      }),
    }),
  });

export const TeacherToClassroomInvitationPreview = builder
  .objectRef<{
    invitedBy: InvitingTeacherShape;
    classroom: ClassroomPreviewShape;
    status: InvitationStatus;
    expiresAt: Date;
  }>('TeacherToClassroomInvitationPreview')
  .implement({
    fields: (t) => ({
      invitedBy: t.field({ type: InvitingTeacher, resolve: (preview) => preview.invitedBy }),
      classroom: t.field({ type: ClassroomPreview, resolve: (preview) => preview.classroom }),
      status: t.field({ type: InvitationStatusEnum, resolve: (preview) => preview.status }),
      expiresAt: t.field({ type: 'DateTime', resolve: (preview) => preview.expiresAt }),
    }),
  });
