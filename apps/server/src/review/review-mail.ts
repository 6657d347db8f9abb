import { eq } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import { studentProfiles, users } from '../db/schema/index.ts';
import { isLocale, type Locale } from '../platform/locales.ts';

type GradedMail = {
  teacherName: string;
  scenarioTitle: string;
  attemptNumber: number;
  overallScore: number;
  passed: boolean;
  comment: string | null;
  link: string;
};

const TEMPLATES: Record<Locale, (mail: GradedMail) => { subject: string; text: string }> = {
  en: (m) => ({
    subject: `Your teacher graded your practice: ${m.scenarioTitle}`,
    text: `${m.teacherName} graded attempt ${m.attemptNumber} of "${m.scenarioTitle}".\nScore: ${m.overallScore}/100 (${m.passed ? 'passed' : 'not passed yet'}).\n${m.comment ? `\nYour teacher's comment:\n${m.comment}\n` : ''}\nSee the details here:\n${m.link}\n`,
  }),
  es: (m) => ({
    subject: `Tu profesor ha calificado tu práctica: ${m.scenarioTitle}`,
    text: `${m.teacherName} ha calificado el intento ${m.attemptNumber} de "${m.scenarioTitle}".\nPuntuación: ${m.overallScore}/100 (${m.passed ? 'aprobado' : 'aún no aprobado'}).\n${m.comment ? `\nComentario de tu profesor:\n${m.comment}\n` : ''}\nConsulta los detalles aquí:\n${m.link}\n`,
  }),
  ar: (m) => ({
    subject: `قيّم معلمك تمرينك: ${m.scenarioTitle}`,
    text: `قيّم ${m.teacherName} المحاولة ${m.attemptNumber} من "${m.scenarioTitle}".\nالدرجة: ${m.overallScore}/100 (${m.passed ? 'ناجح' : 'لم تنجح بعد'}).\n${m.comment ? `\nتعليق معلمك:\n${m.comment}\n` : ''}\nاطّلع على التفاصيل هنا:\n${m.link}\n`,
  }),
  de: (m) => ({
    subject: `Deine Lehrkraft hat deine Übung bewertet: ${m.scenarioTitle}`,
    text: `${m.teacherName} hat Versuch ${m.attemptNumber} von "${m.scenarioTitle}" bewertet.\nPunktzahl: ${m.overallScore}/100 (${m.passed ? 'bestanden' : 'noch nicht bestanden'}).\n${m.comment ? `\nKommentar deiner Lehrkraft:\n${m.comment}\n` : ''}\nDetails hier:\n${m.link}\n`,
  }),
  fr: (m) => ({
    subject: `Votre enseignant a noté votre exercice : ${m.scenarioTitle}`,
    text: `${m.teacherName} a noté la tentative ${m.attemptNumber} de « ${m.scenarioTitle} ».\nScore : ${m.overallScore}/100 (${m.passed ? 'réussi' : 'pas encore réussi'}).\n${m.comment ? `\nCommentaire de votre enseignant :\n${m.comment}\n` : ''}\nVoir le détail ici :\n${m.link}\n`,
  }),
  'zh-Hans': (m) => ({
    subject: `老师已批改您的练习：${m.scenarioTitle}`,
    text: `${m.teacherName} 已批改“${m.scenarioTitle}”的第 ${m.attemptNumber} 次尝试。\n得分：${m.overallScore}/100（${m.passed ? '通过' : '尚未通过'}）。\n${m.comment ? `\n老师的评语：\n${m.comment}\n` : ''}\n在此查看详情：\n${m.link}\n`,
  }),
};

/** The student's e-mail address and interface language, or null without an address. */
export async function studentRecipient(db: Queryable, studentProfileId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, isActive: users.isActive })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentProfileId));
  if (!row?.email || !row.isActive) return null;
  return { email: row.email, language: row.language };
}

/** The mail telling a student their teacher graded an attempt, in the student's language. */
export function attemptGradedMail(recipient: { language: string }, mail: GradedMail) {
  const locale: Locale = isLocale(recipient.language) ? recipient.language : 'en';
  return TEMPLATES[locale](mail);
}
