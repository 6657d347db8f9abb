import type { Locale } from '../platform/locales.ts';

type CoTeacherMail = { inviterName: string; classroomName: string; link: string; expiresAt: Date };

const TEMPLATES: Record<
  Locale,
  (mail: CoTeacherMail, date: string) => { subject: string; text: string }
> = {
  en: (m, date) => ({
    subject: `${m.inviterName} invites you to teach "${m.classroomName}" on Charla`,
    text: `${m.inviterName} invites you to co-teach the classroom "${m.classroomName}".\n\nAccept or decline here (until ${date}):\n${m.link}\n`,
  }),
  es: (m, date) => ({
    subject: `${m.inviterName} te invita a enseñar en "${m.classroomName}" en Charla`,
    text: `${m.inviterName} te invita a enseñar en la clase "${m.classroomName}".\n\nAcepta o rechaza aquí (hasta el ${date}):\n${m.link}\n`,
  }),
  ar: (m, date) => ({
    subject: `يدعوك ${m.inviterName} للتدريس في "${m.classroomName}" على Charla`,
    text: `يدعوك ${m.inviterName} للمشاركة في تدريس الفصل "${m.classroomName}".\n\nاقبل أو ارفض من هنا (حتى ${date}):\n${m.link}\n`,
  }),
  de: (m, date) => ({
    subject: `${m.inviterName} lädt dich ein, "${m.classroomName}" auf Charla zu unterrichten`,
    text: `${m.inviterName} lädt dich ein, die Klasse "${m.classroomName}" mitzuunterrichten.\n\nHier annehmen oder ablehnen (bis ${date}):\n${m.link}\n`,
  }),
  fr: (m, date) => ({
    subject: `${m.inviterName} vous invite à enseigner dans « ${m.classroomName} » sur Charla`,
    text: `${m.inviterName} vous invite à co-enseigner dans la classe « ${m.classroomName} ».\n\nAcceptez ou refusez ici (jusqu’au ${date}) :\n${m.link}\n`,
  }),
  'zh-Hans': (m, date) => ({
    subject: `${m.inviterName} 邀请您在 Charla 上教授“${m.classroomName}”`,
    text: `${m.inviterName} 邀请您共同教授班级“${m.classroomName}”。\n\n请在 ${date} 之前在此接受或拒绝：\n${m.link}\n`,
  }),
};

/** The mail a teacher invited by e-mail receives, in the inviter's interface language. */
export function coTeacherInvitationMail(locale: Locale, mail: CoTeacherMail) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    mail.expiresAt,
  );
  return TEMPLATES[locale](mail, date);
}
