import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import { classroomStudents, studentProfiles, users } from '../db/schema/index.ts';
import { isLocale, type Locale } from '../platform/locales.ts';
import type { AssignmentRow } from './assignment.service.ts';
import { assignmentIsFor } from './assignment-access.ts';

type PublishedMail = {
  teacherName: string;
  classroomName: string;
  title: string;
  /** The due date already written in the recipient's language and time zone, or null. */
  due: string | null;
  link: string;
};

const TEMPLATES: Record<Locale, (mail: PublishedMail) => { subject: string; text: string }> = {
  en: (m) => ({
    subject: `New practice in ${m.classroomName}: ${m.title}`,
    text: `${m.teacherName} has given you new speaking practice in "${m.classroomName}": ${m.title}.\n${m.due ? `Due: ${m.due}.\n` : ''}\nOpen it here:\n${m.link}\n`,
  }),
  es: (m) => ({
    subject: `Nueva práctica en ${m.classroomName}: ${m.title}`,
    text: `${m.teacherName} te ha asignado una nueva práctica oral en "${m.classroomName}": ${m.title}.\n${m.due ? `Entrega: ${m.due}.\n` : ''}\nÁbrela aquí:\n${m.link}\n`,
  }),
  ar: (m) => ({
    subject: `تمرين جديد في ${m.classroomName}: ${m.title}`,
    text: `أسند إليك ${m.teacherName} تمرين محادثة جديدًا في "${m.classroomName}": ${m.title}.\n${m.due ? `موعد التسليم: ${m.due}.\n` : ''}\nافتحه من هنا:\n${m.link}\n`,
  }),
  de: (m) => ({
    subject: `Neue Übung in ${m.classroomName}: ${m.title}`,
    text: `${m.teacherName} hat dir eine neue Sprechübung in "${m.classroomName}" gegeben: ${m.title}.\n${m.due ? `Fällig: ${m.due}.\n` : ''}\nHier öffnen:\n${m.link}\n`,
  }),
  fr: (m) => ({
    subject: `Nouvel exercice dans ${m.classroomName} : ${m.title}`,
    text: `${m.teacherName} vous a donné un nouvel exercice d’expression orale dans « ${m.classroomName} » : ${m.title}.\n${m.due ? `À rendre : ${m.due}.\n` : ''}\nOuvrez-le ici :\n${m.link}\n`,
  }),
  'zh-Hans': (m) => ({
    subject: `${m.classroomName} 有新的练习：${m.title}`,
    text: `${m.teacherName} 在“${m.classroomName}”中给您布置了新的口语练习：${m.title}。\n${m.due ? `截止时间：${m.due}。\n` : ''}\n在此打开：\n${m.link}\n`,
  }),
};

type Recipient = { email: string; language: string; timeZone: string };

/** The e-mail addresses, languages and time zones of the students an assignment is for. */
export async function assignmentRecipients(
  db: Queryable,
  assignment: AssignmentRow,
): Promise<Recipient[]> {
  const rows = await db
    .select({ email: users.email, language: users.language, timeZone: users.timeZone })
    .from(classroomStudents)
    .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(
      and(
        eq(classroomStudents.classroomId, assignment.classroomId),
        eq(users.isActive, true),
        isNotNull(users.email),
        assignmentIsFor(assignment.id, classroomStudents.studentProfileId),
      ),
    );
  return rows.filter((row): row is Recipient => row.email !== null);
}

/** The mail telling one student about a published assignment, in their language and time zone. */
export function assignmentPublishedMail(
  recipient: Recipient,
  mail: Omit<PublishedMail, 'due'> & { dueAt: Date | null },
) {
  const locale: Locale = isLocale(recipient.language) ? recipient.language : 'en';
  const due = mail.dueAt
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: recipient.timeZone,
      }).format(mail.dueAt)
    : null;
  return TEMPLATES[locale]({ ...mail, due });
}
