import {
  FALLBACK_LOCALE,
  LOCALES,
  type Locale,
  localeFromAcceptLanguage,
  matchLocale,
} from '../../platform/locales.ts';

/** The interface languages; mail is written in the recipient's, English when unknown. */
export const MAIL_LANGUAGES = LOCALES;
export type MailLanguage = Locale;

export type MailKind =
  | 'verify_email'
  | 'password_reset'
  | 'unknown_account'
  | 'account_already_exists';

export type MailVariables = {
  email: string;
  /** The one link the mail is about: verification, reset, sign-up or sign-in page. */
  link: string;
  /** Second link, for "account already exists": the password reset page. */
  resetLink?: string;
};

type Template = { subject: string; body: (v: MailVariables) => string };

const en: Record<MailKind, Template> = {
  verify_email: {
    subject: 'Confirm your e-mail address',
    body: (v) =>
      `Hello,\n\nTo confirm that ${v.email} is your e-mail address on Charla, open this link:\n\n${v.link}\n\nThe link is valid for 3 days. If you did not sign up on Charla, ignore this e-mail.`,
  },
  password_reset: {
    subject: 'Reset your password',
    body: (v) =>
      `Hello,\n\nSomeone (hopefully you) asked to reset the password of the Charla account ${v.email}. Open this link to choose a new password:\n\n${v.link}\n\nThe link is valid for 3 days and works once. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  },
  unknown_account: {
    subject: 'Password reset requested',
    body: (v) =>
      `Hello,\n\nSomeone asked to reset a Charla password for ${v.email}, but no account uses this address. If it was you, you may have signed up with another address, or you can create an account here:\n\n${v.link}\n\nIf you did not ask for this, ignore this e-mail.`,
  },
  account_already_exists: {
    subject: 'You already have an account',
    body: (v) =>
      `Hello,\n\nSomeone tried to sign up on Charla with ${v.email}, but an account with this address already exists. If it was you, sign in here:\n\n${v.link}\n\nForgot your password? Reset it here:\n\n${v.resetLink ?? v.link}\n\nIf you did not try to sign up, ignore this e-mail.`,
  },
};

const es: Record<MailKind, Template> = {
  verify_email: {
    subject: 'Confirma tu dirección de correo electrónico',
    body: (v) =>
      `Hola:\n\nPara confirmar que ${v.email} es tu dirección de correo en Charla, abre este enlace:\n\n${v.link}\n\nEl enlace es válido durante 3 días. Si no te has registrado en Charla, ignora este correo.`,
  },
  password_reset: {
    subject: 'Restablece tu contraseña',
    body: (v) =>
      `Hola:\n\nAlguien (esperamos que tú) ha pedido restablecer la contraseña de la cuenta de Charla ${v.email}. Abre este enlace para elegir una contraseña nueva:\n\n${v.link}\n\nEl enlace es válido durante 3 días y funciona una sola vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.`,
  },
  unknown_account: {
    subject: 'Solicitud de restablecimiento de contraseña',
    body: (v) =>
      `Hola:\n\nAlguien ha pedido restablecer una contraseña de Charla para ${v.email}, pero ninguna cuenta usa esta dirección. Si has sido tú, quizá te registraste con otra dirección, o puedes crear una cuenta aquí:\n\n${v.link}\n\nSi no lo has pedido, ignora este correo.`,
  },
  account_already_exists: {
    subject: 'Ya tienes una cuenta',
    body: (v) =>
      `Hola:\n\nAlguien ha intentado registrarse en Charla con ${v.email}, pero ya existe una cuenta con esta dirección. Si has sido tú, inicia sesión aquí:\n\n${v.link}\n\n¿Has olvidado tu contraseña? Restablécela aquí:\n\n${v.resetLink ?? v.link}\n\nSi no has intentado registrarte, ignora este correo.`,
  },
};

const ar: Record<MailKind, Template> = {
  verify_email: {
    subject: 'أكّد عنوان بريدك الإلكتروني',
    body: (v) =>
      `مرحبًا،\n\nلتأكيد أن ${v.email} هو عنوان بريدك الإلكتروني في Charla، افتح هذا الرابط:\n\n${v.link}\n\nالرابط صالح لمدة 3 أيام. إذا لم تسجّل في Charla، فتجاهل هذه الرسالة.`,
  },
  password_reset: {
    subject: 'إعادة تعيين كلمة المرور',
    body: (v) =>
      `مرحبًا،\n\nطلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حساب Charla ${v.email}. افتح هذا الرابط لاختيار كلمة مرور جديدة:\n\n${v.link}\n\nالرابط صالح لمدة 3 أيام ويعمل مرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.`,
  },
  unknown_account: {
    subject: 'طلب إعادة تعيين كلمة المرور',
    body: (v) =>
      `مرحبًا،\n\nطلب أحدهم إعادة تعيين كلمة مرور في Charla للعنوان ${v.email}، لكن لا يوجد حساب يستخدم هذا العنوان. إذا كنت أنت، فربما سجّلت بعنوان آخر، أو يمكنك إنشاء حساب من هنا:\n\n${v.link}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  },
  account_already_exists: {
    subject: 'لديك حساب بالفعل',
    body: (v) =>
      `مرحبًا،\n\nحاول أحدهم التسجيل في Charla بالعنوان ${v.email}، لكن يوجد حساب بهذا العنوان بالفعل. إذا كنت أنت، فسجّل الدخول من هنا:\n\n${v.link}\n\nهل نسيت كلمة المرور؟ أعد تعيينها من هنا:\n\n${v.resetLink ?? v.link}\n\nإذا لم تحاول التسجيل، فتجاهل هذه الرسالة.`,
  },
};

const de: Record<MailKind, Template> = {
  verify_email: {
    subject: 'Bestätige deine E-Mail-Adresse',
    body: (v) =>
      `Hallo,\n\num zu bestätigen, dass ${v.email} deine E-Mail-Adresse bei Charla ist, öffne diesen Link:\n\n${v.link}\n\nDer Link ist 3 Tage gültig. Wenn du dich nicht bei Charla registriert hast, ignoriere diese E-Mail.`,
  },
  password_reset: {
    subject: 'Setze dein Passwort zurück',
    body: (v) =>
      `Hallo,\n\njemand (hoffentlich du) hat angefordert, das Passwort des Charla-Kontos ${v.email} zurückzusetzen. Öffne diesen Link, um ein neues Passwort zu wählen:\n\n${v.link}\n\nDer Link ist 3 Tage gültig und funktioniert nur einmal. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.`,
  },
  unknown_account: {
    subject: 'Passwort-Zurücksetzung angefordert',
    body: (v) =>
      `Hallo,\n\njemand hat angefordert, ein Charla-Passwort für ${v.email} zurückzusetzen, aber kein Konto verwendet diese Adresse. Wenn du das warst, hast du dich vielleicht mit einer anderen Adresse registriert, oder du kannst hier ein Konto erstellen:\n\n${v.link}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail.`,
  },
  account_already_exists: {
    subject: 'Du hast bereits ein Konto',
    body: (v) =>
      `Hallo,\n\njemand hat versucht, sich mit ${v.email} bei Charla zu registrieren, aber es gibt bereits ein Konto mit dieser Adresse. Wenn du das warst, melde dich hier an:\n\n${v.link}\n\nPasswort vergessen? Setze es hier zurück:\n\n${v.resetLink ?? v.link}\n\nWenn du nicht versucht hast, dich zu registrieren, ignoriere diese E-Mail.`,
  },
};

const fr: Record<MailKind, Template> = {
  verify_email: {
    subject: 'Confirmez votre adresse e-mail',
    body: (v) =>
      `Bonjour,\n\nPour confirmer que ${v.email} est votre adresse e-mail sur Charla, ouvrez ce lien :\n\n${v.link}\n\nLe lien est valable 3 jours. Si vous ne vous êtes pas inscrit sur Charla, ignorez cet e-mail.`,
  },
  password_reset: {
    subject: 'Réinitialisez votre mot de passe',
    body: (v) =>
      `Bonjour,\n\nQuelqu'un (vous, nous l'espérons) a demandé la réinitialisation du mot de passe du compte Charla ${v.email}. Ouvrez ce lien pour choisir un nouveau mot de passe :\n\n${v.link}\n\nLe lien est valable 3 jours et ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
  },
  unknown_account: {
    subject: 'Demande de réinitialisation du mot de passe',
    body: (v) =>
      `Bonjour,\n\nQuelqu'un a demandé la réinitialisation d'un mot de passe Charla pour ${v.email}, mais aucun compte n'utilise cette adresse. Si c'était vous, vous vous êtes peut-être inscrit avec une autre adresse, ou vous pouvez créer un compte ici :\n\n${v.link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.`,
  },
  account_already_exists: {
    subject: 'Vous avez déjà un compte',
    body: (v) =>
      `Bonjour,\n\nQuelqu'un a essayé de s'inscrire sur Charla avec ${v.email}, mais un compte existe déjà avec cette adresse. Si c'était vous, connectez-vous ici :\n\n${v.link}\n\nMot de passe oublié ? Réinitialisez-le ici :\n\n${v.resetLink ?? v.link}\n\nSi vous n'avez pas essayé de vous inscrire, ignorez cet e-mail.`,
  },
};

const zhHans: Record<MailKind, Template> = {
  verify_email: {
    subject: '请确认你的电子邮件地址',
    body: (v) =>
      `你好：\n\n请打开以下链接，确认 ${v.email} 是你在 Charla 上的电子邮件地址：\n\n${v.link}\n\n该链接 3 天内有效。如果你没有注册 Charla，请忽略此邮件。`,
  },
  password_reset: {
    subject: '重置你的密码',
    body: (v) =>
      `你好：\n\n有人（希望是你）请求重置 Charla 账户 ${v.email} 的密码。请打开以下链接设置新密码：\n\n${v.link}\n\n该链接 3 天内有效，且只能使用一次。如果这不是你的请求，请忽略此邮件，你的密码不会改变。`,
  },
  unknown_account: {
    subject: '密码重置请求',
    body: (v) =>
      `你好：\n\n有人请求为 ${v.email} 重置 Charla 密码，但没有任何账户使用此地址。如果是你本人，你可能用其他地址注册过，或者可以在这里创建账户：\n\n${v.link}\n\n如果这不是你的请求，请忽略此邮件。`,
  },
  account_already_exists: {
    subject: '你已经有账户了',
    body: (v) =>
      `你好：\n\n有人尝试用 ${v.email} 注册 Charla，但使用此地址的账户已经存在。如果是你本人，请在这里登录：\n\n${v.link}\n\n忘记密码了？请在这里重置：\n\n${v.resetLink ?? v.link}\n\n如果你没有尝试注册，请忽略此邮件。`,
  },
};

export const MAIL_TEMPLATES: Record<MailLanguage, Record<MailKind, Template>> = {
  en,
  es,
  ar,
  de,
  fr,
  'zh-Hans': zhHans,
};

const SIGNATURE: Record<MailLanguage, string> = {
  en: 'The Charla team',
  es: 'El equipo de Charla',
  ar: 'فريق Charla',
  de: 'Dein Charla-Team',
  fr: "L'équipe Charla",
  'zh-Hans': 'Charla 团队',
};

/** Maps a stored or requested language tag onto one of the six (the platform's matcher). */
export const mailLanguageOf = matchLocale;

/** The best of the six languages for an Accept-Language header, English when none fits. */
export function languageFromAcceptLanguage(header: string | undefined): MailLanguage {
  return localeFromAcceptLanguage(header) ?? FALLBACK_LOCALE;
}

export function renderMail(
  kind: MailKind,
  language: MailLanguage,
  variables: MailVariables,
): { subject: string; text: string } {
  const template = MAIL_TEMPLATES[language][kind];
  return {
    subject: `Charla: ${template.subject}`,
    text: `${template.body(variables)}\n\n— ${SIGNATURE[language]}\n`,
  };
}
