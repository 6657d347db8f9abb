import { FALLBACK_LOCALE, type Locale, localeFromAcceptLanguage } from '../../platform/locales.ts';

/**
 * Every human-readable message of the auth API, by a stable id, in every interface language
 * (allauth's and Django's own wording where they have one). `{name}` placeholders are filled from
 * the error's values when the response is written, in the request's language.
 */
const MESSAGES = {
  required: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    ar: 'هذا الحقل مطلوب.',
    de: 'Dieses Feld ist zwingend erforderlich.',
    fr: 'Ce champ est obligatoire.',
    'zh-Hans': '此字段为必填项。',
  },
  invalid: {
    en: 'Enter a valid value.',
    es: 'Introduce un valor válido.',
    ar: 'أدخل قيمة صحيحة.',
    de: 'Bitte einen gültigen Wert eingeben.',
    fr: 'Saisissez une valeur valide.',
    'zh-Hans': '请输入有效的值。',
  },
  invalidEmail: {
    en: 'Enter a valid email address.',
    es: 'Introduce una dirección de correo electrónico válida.',
    ar: 'أدخل عنوان بريد إلكتروني صالحًا.',
    de: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    fr: 'Saisissez une adresse e-mail valide.',
    'zh-Hans': '请输入有效的电子邮件地址。',
  },
  unreadableBody: {
    en: 'The request body could not be read.',
    es: 'No se pudo leer el cuerpo de la solicitud.',
    ar: 'تعذّرت قراءة محتوى الطلب.',
    de: 'Der Inhalt der Anfrage konnte nicht gelesen werden.',
    fr: "Le corps de la requête n'a pas pu être lu.",
    'zh-Hans': '无法读取请求内容。',
  },
  emailPasswordMismatch: {
    en: 'The email address and/or password you specified are not correct.',
    es: 'La dirección de correo electrónico y/o la contraseña que indicaste no son correctas.',
    ar: 'عنوان البريد الإلكتروني و/أو كلمة المرور التي أدخلتها غير صحيحة.',
    de: 'Die E-Mail-Adresse und/oder das Passwort sind leider falsch.',
    fr: "L'adresse e-mail et/ou le mot de passe que vous avez indiqués sont incorrects.",
    'zh-Hans': '您提供的电子邮件地址和/或密码不正确。',
  },
  tooManyLoginAttempts: {
    en: 'Too many failed login attempts. Try again in {minutes} min.',
    es: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo dentro de {minutes} min.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة جدًا. حاول مرة أخرى لاحقًا (الانتظار المتبقي بالدقائق: {minutes}).',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {minutes} Min. erneut.',
    fr: 'Trop de tentatives de connexion infructueuses. Réessayez dans {minutes} min.',
    'zh-Hans': '登录失败次数过多，请在 {minutes} 分钟后再试。',
  },
  incorrectPassword: {
    en: 'Incorrect password.',
    es: 'Contraseña incorrecta.',
    ar: 'كلمة المرور غير صحيحة.',
    de: 'Falsches Passwort.',
    fr: 'Mot de passe incorrect.',
    'zh-Hans': '密码错误。',
  },
  enterCurrentPassword: {
    en: 'Please type your current password.',
    es: 'Escribe tu contraseña actual.',
    ar: 'يُرجى كتابة كلمة المرور الحالية.',
    de: 'Bitte gib dein aktuelles Passwort ein.',
    fr: 'Veuillez saisir votre mot de passe actuel.',
    'zh-Hans': '请输入您当前的密码。',
  },
  usernameTaken: {
    en: 'A user with that username already exists.',
    es: 'Ya existe un usuario con este nombre de usuario.',
    ar: 'يوجد مستخدم بهذا الاسم بالفعل.',
    de: 'Ein Benutzer mit diesem Benutzernamen existiert bereits.',
    fr: "Un utilisateur avec ce nom d'utilisateur existe déjà.",
    'zh-Hans': '已存在使用该用户名的用户。',
  },
  usernameInvalid: {
    en: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    es: 'Introduce un nombre de usuario válido. Este valor solo puede contener letras, números y los caracteres @/./+/-/_.',
    ar: 'أدخل اسم مستخدم صالحًا. يمكن أن تحتوي هذه القيمة على حروف وأرقام والرموز @/./+/-/_ فقط.',
    de: 'Gib einen gültigen Benutzernamen ein. Er darf nur Buchstaben, Ziffern und die Zeichen @/./+/-/_ enthalten.',
    fr: "Saisissez un nom d'utilisateur valide. Il ne peut contenir que des lettres, des chiffres et les caractères @/./+/-/_.",
    'zh-Hans': '请输入有效的用户名。用户名只能包含字母、数字和 @/./+/-/_ 字符。',
  },
  emailTaken: {
    en: 'An account already exists with this email address. Please sign in to that account first, then connect your account.',
    es: 'Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión primero en esa cuenta y después conecta tu cuenta.',
    ar: 'يوجد حساب بعنوان البريد الإلكتروني هذا بالفعل. يُرجى تسجيل الدخول إلى ذلك الحساب أولًا، ثم ربط حسابك.',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich zuerst bei diesem Konto an und verbinde dann dein Konto.',
    fr: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous d'abord à ce compte, puis associez-y votre compte.",
    'zh-Hans': '已有账户使用此电子邮件地址。请先登录该账户，然后再关联您的账户。',
  },
  invalidVerificationKey: {
    en: 'Invalid or expired key.',
    es: 'Clave no válida o caducada.',
    ar: 'المفتاح غير صالح أو منتهي الصلاحية.',
    de: 'Ungültiger oder abgelaufener Schlüssel.',
    fr: 'Clé invalide ou expirée.',
    'zh-Hans': '密钥无效或已过期。',
  },
  invalidPasswordResetKey: {
    en: 'The password reset token was invalid.',
    es: 'El token para restablecer la contraseña no es válido.',
    ar: 'رمز إعادة تعيين كلمة المرور غير صالح.',
    de: 'Das Token zum Zurücksetzen des Passworts ist ungültig.',
    fr: 'Le jeton de réinitialisation du mot de passe est invalide.',
    'zh-Hans': '密码重置令牌无效。',
  },
  duplicateEmail: {
    en: 'This email address is already associated with this account.',
    es: 'Esta dirección de correo electrónico ya está asociada a esta cuenta.',
    ar: 'عنوان البريد الإلكتروني هذا مرتبط بهذا الحساب بالفعل.',
    de: 'Diese E-Mail-Adresse gehört bereits zu diesem Konto.',
    fr: 'Cette adresse e-mail est déjà associée à ce compte.',
    'zh-Hans': '此电子邮件地址已关联到本账户。',
  },
  unknownEmail: {
    en: 'The email address is not assigned to any user account.',
    es: 'La dirección de correo electrónico no está asignada a ninguna cuenta de usuario.',
    ar: 'عنوان البريد الإلكتروني غير مرتبط بأي حساب مستخدم.',
    de: 'Die E-Mail-Adresse ist keinem Benutzerkonto zugeordnet.',
    fr: "L'adresse e-mail n'est associée à aucun compte utilisateur.",
    'zh-Hans': '该电子邮件地址未关联任何用户账户。',
  },
  cannotRemovePrimaryEmail: {
    en: 'You cannot remove your primary email address.',
    es: 'No puedes eliminar tu dirección de correo electrónico principal.',
    ar: 'لا يمكنك إزالة عنوان بريدك الإلكتروني الأساسي.',
    de: 'Du kannst deine primäre E-Mail-Adresse nicht entfernen.',
    fr: 'Vous ne pouvez pas supprimer votre adresse e-mail principale.',
    'zh-Hans': '您不能删除主电子邮件地址。',
  },
  unverifiedPrimaryEmail: {
    en: 'Your primary email address must be verified.',
    es: 'Tu dirección de correo electrónico principal debe estar verificada.',
    ar: 'يجب التحقق من عنوان بريدك الإلكتروني الأساسي.',
    de: 'Deine primäre E-Mail-Adresse muss bestätigt sein.',
    fr: 'Votre adresse e-mail principale doit être vérifiée.',
    'zh-Hans': '您的主电子邮件地址必须经过验证。',
  },
  unknownProvider: {
    en: 'Unknown provider.',
    es: 'Proveedor desconocido.',
    ar: 'مزوّد غير معروف.',
    de: 'Unbekannter Anbieter.',
    fr: 'Fournisseur inconnu.',
    'zh-Hans': '未知的提供商。',
  },
  accountNotFound: {
    en: 'The third-party account was not found.',
    es: 'No se encontró la cuenta de terceros.',
    ar: 'لم يُعثر على حساب الجهة الخارجية.',
    de: 'Das Drittanbieterkonto wurde nicht gefunden.',
    fr: 'Le compte tiers est introuvable.',
    'zh-Hans': '未找到该第三方账户。',
  },
  noPassword: {
    en: 'Your account has no password set up.',
    es: 'Tu cuenta no tiene ninguna contraseña configurada.',
    ar: 'لم تُعيَّن كلمة مرور لحسابك.',
    de: 'Für dein Konto ist kein Passwort festgelegt.',
    fr: "Votre compte n'a pas de mot de passe défini.",
    'zh-Hans': '您的账户尚未设置密码。',
  },
  noVerifiedEmail: {
    en: 'Your account has no verified email address.',
    es: 'Tu cuenta no tiene ninguna dirección de correo electrónico verificada.',
    ar: 'لا يحتوي حسابك على عنوان بريد إلكتروني تم التحقق منه.',
    de: 'Dein Konto hat keine bestätigte E-Mail-Adresse.',
    fr: "Votre compte n'a aucune adresse e-mail vérifiée.",
    'zh-Hans': '您的账户没有已验证的电子邮件地址。',
  },
  invalidProviderToken: {
    en: 'The token was invalid.',
    es: 'El token no es válido.',
    ar: 'الرمز غير صالح.',
    de: 'Das Token ist ungültig.',
    fr: 'Le jeton est invalide.',
    'zh-Hans': '令牌无效。',
  },
  accountConnectedElsewhere: {
    en: 'The third-party account is already connected to a different account.',
    es: 'La cuenta de terceros ya está conectada a otra cuenta.',
    ar: 'حساب الجهة الخارجية مرتبط بالفعل بحساب آخر.',
    de: 'Das Drittanbieterkonto ist bereits mit einem anderen Konto verbunden.',
    fr: 'Le compte tiers est déjà associé à un autre compte.',
    'zh-Hans': '该第三方账户已关联到其他账户。',
  },
  passwordTooShort: {
    en: 'This password is too short. It must contain at least {min} characters.',
    es: 'Esta contraseña es demasiado corta. Debe contener al menos {min} caracteres.',
    // "its letters must not number fewer than {min}": correct Arabic for any number.
    ar: 'كلمة المرور هذه قصيرة جدًا. يجب ألا يقل عدد أحرفها عن {min}.',
    de: 'Dieses Passwort ist zu kurz. Es muss mindestens {min} Zeichen enthalten.',
    fr: 'Ce mot de passe est trop court. Il doit contenir au minimum {min} caractères.',
    'zh-Hans': '密码太短。密码必须包含至少 {min} 个字符。',
  },
  passwordTooLong: {
    en: 'This password is too long. It must contain at most {max} characters.',
    es: 'Esta contraseña es demasiado larga. Debe contener como máximo {max} caracteres.',
    ar: 'كلمة المرور هذه طويلة جدًا. يجب ألا يزيد عدد أحرفها عن {max}.',
    de: 'Dieses Passwort ist zu lang. Es darf höchstens {max} Zeichen enthalten.',
    fr: 'Ce mot de passe est trop long. Il doit contenir au maximum {max} caractères.',
    'zh-Hans': '密码太长。密码最多只能包含 {max} 个字符。',
  },
  passwordTooSimilar: {
    en: 'The password is too similar to the email address.',
    es: 'La contraseña es demasiado parecida a la dirección de correo electrónico.',
    ar: 'كلمة المرور مشابهة جدًا لعنوان البريد الإلكتروني.',
    de: 'Das Passwort ist der E-Mail-Adresse zu ähnlich.',
    fr: "Le mot de passe est trop semblable à l'adresse e-mail.",
    'zh-Hans': '密码与电子邮件地址过于相似。',
  },
  passwordTooCommon: {
    en: 'This password is too common.',
    es: 'Esta contraseña es demasiado común.',
    ar: 'كلمة المرور هذه شائعة جدًا.',
    de: 'Dieses Passwort ist zu gebräuchlich.',
    fr: 'Ce mot de passe est trop courant.',
    'zh-Hans': '这个密码太常见了。',
  },
  passwordEntirelyNumeric: {
    en: 'This password is entirely numeric.',
    es: 'Esta contraseña es completamente numérica.',
    ar: 'كلمة المرور هذه مكوّنة من أرقام فقط.',
    de: 'Dieses Passwort besteht nur aus Ziffern.',
    fr: 'Ce mot de passe est entièrement numérique.',
    'zh-Hans': '这个密码全部由数字组成。',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ApiMessageId = keyof typeof MESSAGES;

/** A message not yet put into words: its id and the values of its placeholders. */
export type ApiMessage = { id: ApiMessageId; values?: Record<string, string | number> };

/** Every message id, for tests that look through the whole catalogue. */
export const API_MESSAGE_IDS = Object.keys(MESSAGES) as ApiMessageId[];

/** The message in the locale, with `{placeholders}` filled from its values. */
export function renderApiMessage({ id, values = {} }: ApiMessage, locale: Locale): string {
  const template: string = MESSAGES[id][locale] ?? MESSAGES[id][FALLBACK_LOCALE];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The auth API answers in the Accept-Language header's language, as allauth (Django's LocaleMiddleware) does. */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  return localeFromAcceptLanguage(acceptLanguage) ?? FALLBACK_LOCALE;
}
