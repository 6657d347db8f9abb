import type { ErrorCode } from '../error-codes.ts';
import { FALLBACK_LOCALE, type Locale } from './locales.ts';

type Catalogue = Record<Locale, string>;

/**
 * Server messages for the stable error codes, in every interface language. `{name}` placeholders
 * are filled by `message()`. Zod's own validation messages come from zod's locales (validation.ts).
 */
const MESSAGES: Record<ErrorCode, Catalogue> = {
  UNAUTHENTICATED: {
    en: 'You must be signed in.',
    es: 'Debes iniciar sesión.',
    ar: 'يجب عليك تسجيل الدخول.',
    de: 'Du musst angemeldet sein.',
    fr: 'Vous devez être connecté.',
    'zh-Hans': '您必须先登录。',
  },
  FORBIDDEN: {
    en: 'You are not allowed to do this.',
    es: 'No tienes permiso para hacer esto.',
    ar: 'غير مسموح لك بالقيام بذلك.',
    de: 'Dazu bist du nicht berechtigt.',
    fr: "Vous n'êtes pas autorisé à faire cela.",
    'zh-Hans': '您无权执行此操作。',
  },
  INVALID: {
    en: 'Invalid value.',
    es: 'Valor no válido.',
    ar: 'قيمة غير صالحة.',
    de: 'Ungültiger Wert.',
    fr: 'Valeur invalide.',
    'zh-Hans': '无效的值。',
  },
  NOT_FOUND: {
    en: 'Not found.',
    es: 'No encontrado.',
    ar: 'غير موجود.',
    de: 'Nicht gefunden.',
    fr: 'Introuvable.',
    'zh-Hans': '未找到。',
  },
  USERNAME_TAKEN: {
    en: 'This username is already taken.',
    es: 'Este nombre de usuario ya está en uso.',
    ar: 'اسم المستخدم هذا مستخدم بالفعل.',
    de: 'Dieser Benutzername ist bereits vergeben.',
    fr: "Ce nom d'utilisateur est déjà pris.",
    'zh-Hans': '该用户名已被使用。',
  },
  USER_TYPE_ALREADY_SET: {
    en: 'Your user type has already been chosen.',
    es: 'Tu tipo de usuario ya ha sido elegido.',
    ar: 'تم اختيار نوع المستخدم الخاص بك بالفعل.',
    de: 'Deine Benutzerart wurde bereits gewählt.',
    fr: "Votre type d'utilisateur a déjà été choisi.",
    'zh-Hans': '您的用户类型已经选择过了。',
  },
  INVALID_PHONE_NUMBER: {
    en: 'Enter a valid phone number in international format, e.g. +34600111222.',
    es: 'Introduce un número de teléfono válido en formato internacional, p. ej. +34600111222.',
    ar: 'أدخل رقم هاتف صالحًا بالصيغة الدولية، مثل ‎+34600111222.',
    de: 'Gib eine gültige Telefonnummer im internationalen Format ein, z. B. +34600111222.',
    fr: 'Saisissez un numéro de téléphone valide au format international, par ex. +34600111222.',
    'zh-Hans': '请输入国际格式的有效电话号码，例如 +34600111222。',
  },
  LANGUAGE_CODE_TAKEN: {
    en: 'A language with this code already exists.',
    es: 'Ya existe un idioma con este código.',
    ar: 'توجد لغة بهذا الرمز بالفعل.',
    de: 'Eine Sprache mit diesem Code existiert bereits.',
    fr: 'Une langue avec ce code existe déjà.',
    'zh-Hans': '已存在使用此代码的语言。',
  },
  CLASSROOM_ARCHIVED: {
    en: 'This classroom has been archived.',
    es: 'Esta clase ha sido archivada.',
    ar: 'تمت أرشفة هذا الفصل.',
    de: 'Diese Klasse wurde archiviert.',
    fr: 'Cette classe a été archivée.',
    'zh-Hans': '该班级已归档。',
  },
  INVITATION_INVALID: {
    en: 'This invitation link is not valid any more. Ask for a new one.',
    es: 'Este enlace de invitación ya no es válido. Pide uno nuevo.',
    ar: 'رابط الدعوة هذا لم يعد صالحًا. اطلب رابطًا جديدًا.',
    de: 'Dieser Einladungslink ist nicht mehr gültig. Bitte um einen neuen.',
    fr: "Ce lien d'invitation n'est plus valide. Demandez-en un nouveau.",
    'zh-Hans': '此邀请链接已失效，请索取新的链接。',
  },
  INVITATION_EXPIRED: {
    en: 'This invitation has expired.',
    es: 'Esta invitación ha caducado.',
    ar: 'انتهت صلاحية هذه الدعوة.',
    de: 'Diese Einladung ist abgelaufen.',
    fr: 'Cette invitation a expiré.',
    'zh-Hans': '此邀请已过期。',
  },
  INVITATION_NOT_PENDING: {
    en: 'This invitation has already been answered or withdrawn.',
    es: 'Esta invitación ya fue respondida o retirada.',
    ar: 'تم الرد على هذه الدعوة أو سحبها بالفعل.',
    de: 'Diese Einladung wurde bereits beantwortet oder zurückgezogen.',
    fr: 'Cette invitation a déjà reçu une réponse ou a été retirée.',
    'zh-Hans': '此邀请已被回复或撤回。',
  },
  INVITATION_FOR_ANOTHER_ACCOUNT: {
    en: 'This invitation was sent to another e-mail address. Sign in with that account to accept it.',
    es: 'Esta invitación se envió a otra dirección de correo. Inicia sesión con esa cuenta para aceptarla.',
    ar: 'أُرسلت هذه الدعوة إلى عنوان بريد إلكتروني آخر. سجّل الدخول بذلك الحساب لقبولها.',
    de: 'Diese Einladung ging an eine andere E-Mail-Adresse. Melde dich mit diesem Konto an, um sie anzunehmen.',
    fr: 'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec ce compte pour l’accepter.',
    'zh-Hans': '此邀请发送到了另一个电子邮件地址。请使用该账户登录后接受。',
  },
  ALREADY_A_MEMBER: {
    en: 'You are already a member of this classroom.',
    es: 'Ya eres miembro de esta clase.',
    ar: 'أنت عضو في هذا الفصل بالفعل.',
    de: 'Du bist bereits Mitglied dieser Klasse.',
    fr: 'Vous êtes déjà membre de cette classe.',
    'zh-Hans': '您已经是该班级的成员。',
  },
  OWNER_CANNOT_LEAVE: {
    en: 'The owner cannot leave the classroom; archive it instead.',
    es: 'El propietario no puede abandonar la clase; archívala en su lugar.',
    ar: 'لا يمكن للمالك مغادرة الفصل؛ قم بأرشفته بدلاً من ذلك.',
    de: 'Der Besitzer kann die Klasse nicht verlassen; archiviere sie stattdessen.',
    fr: 'Le propriétaire ne peut pas quitter la classe ; archivez-la plutôt.',
    'zh-Hans': '所有者不能退出班级，请改为归档。',
  },
  UNSUPPORTED_FILE_TYPE: {
    en: 'This type of file is not accepted here. Accepted: {accepted}.',
    es: 'Este tipo de archivo no se acepta aquí. Se aceptan: {accepted}.',
    ar: 'هذا النوع من الملفات غير مقبول هنا. المقبول: {accepted}.',
    de: 'Dieser Dateityp wird hier nicht akzeptiert. Erlaubt: {accepted}.',
    fr: "Ce type de fichier n'est pas accepté ici. Acceptés : {accepted}.",
    'zh-Hans': '此处不接受该类型的文件。可接受：{accepted}。',
  },
  FILE_TYPE_MISMATCH: {
    en: 'The file "{name}" is not what its name says: its content is {detected}.',
    es: 'El archivo "{name}" no es lo que dice su nombre: su contenido es {detected}.',
    ar: 'الملف "{name}" ليس كما يشير اسمه: محتواه {detected}.',
    de: 'Die Datei "{name}" ist nicht, was ihr Name sagt: Ihr Inhalt ist {detected}.',
    fr: 'Le fichier « {name} » ne correspond pas à son nom : son contenu est {detected}.',
    'zh-Hans': '文件“{name}”与其名称不符：其内容为 {detected}。',
  },
  FILE_TOO_LARGE: {
    en: 'The file is too large: at most {max} MB.',
    es: 'El archivo es demasiado grande: como máximo {max} MB.',
    ar: 'الملف كبير جدًا: الحد الأقصى {max} ميغابايت.',
    de: 'Die Datei ist zu groß: höchstens {max} MB.',
    fr: 'Le fichier est trop volumineux : {max} Mo au maximum.',
    'zh-Hans': '文件太大：最大 {max} MB。',
  },
  FILE_EMPTY: {
    en: 'The file is empty.',
    es: 'El archivo está vacío.',
    ar: 'الملف فارغ.',
    de: 'Die Datei ist leer.',
    fr: 'Le fichier est vide.',
    'zh-Hans': '文件为空。',
  },
  IMAGE_UNREADABLE: {
    en: 'The image could not be read.',
    es: 'No se pudo leer la imagen.',
    ar: 'تعذرت قراءة الصورة.',
    de: 'Das Bild konnte nicht gelesen werden.',
    fr: "L'image n'a pas pu être lue.",
    'zh-Hans': '无法读取该图片。',
  },
};

/** The message for a code in the locale, with `{placeholders}` filled from `values`. */
export function message(
  code: ErrorCode,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const template = MESSAGES[code][locale] ?? MESSAGES[code][FALLBACK_LOCALE];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
