import type { IssueCode } from './embedded/issue.ts';
import type { FeedbackItem, InterfaceLanguage, MessageParams } from './tutor.ts';
import { INTERFACE_LANGUAGES } from './tutor.ts';

export type { MessageParams } from './tutor.ts';

type Catalogue = Record<IssueCode, string>;

/**
 * Feedback the student reads, in their interface language. Placeholders in braces are filled from
 * the issue: {word} the student's text, {suggestion} the proposed form, {verb} ser/estar,
 * {items} the required vocabulary not used yet, {examples} linking words of the practised
 * language, {goal} the step's goal, {wpm} words per minute, {longest} a recording's longest pause,
 * {language} the language the student wrote in (a BCP 47 tag, named in the interface language).
 * A number is written in the interface language's digits and decimal sign.
 * A list is written item by item in the interface language's quotation marks and joined as that
 * language joins lists (“a”, “b” and “c”; «a» و«b»; “a”、“b”和“c”), since an item may hold a comma
 * of its own ("la cuenta, por favor"). A full stop right after a placeholder is left out when the
 * value already ends its sentence ("¿cuánto es?", a goal ending in a full stop).
 */
const MESSAGES: Record<InterfaceLanguage, Catalogue> = {
  en: {
    SPELLING: 'Check the spelling of “{word}”.',
    MISSING_ACCENT: '“{word}” needs an accent: “{suggestion}”.',
    CAPITALIZATION: 'Start the sentence with a capital letter: “{suggestion}”.',
    LOWERCASE_NAME: 'In this language “{word}” is written in lower case.',
    REPEATED_WORD: '“{word}” is repeated.',
    SUBJECT_PRONOUN:
      'The verb already shows who does it; leave out “{word}” unless you want to stress it.',
    ARTICLE_FOR_PRONOUN: '“el” is the article; the pronoun “he” is written “{suggestion}”.',
    GENDER_AGREEMENT: '“{word}” does not agree in gender with “{noun}”: “{suggestion}”.',
    NUMBER_AGREEMENT: '“{word}” does not agree in number with “{noun}”: “{suggestion}”.',
    MUY_NOT_MUCHO: 'Before an adjective use “muy”, not “{word}”.',
    SER_ESTAR: 'Use the verb “{verb}” here instead of “{word}”.',
    CONTRACTION: '“{word}” contracts to “{suggestion}”.',
    LEARNER_CONFUSION: 'Here the usual word is “{suggestion}”, not “{word}”.',
    GRAMMAR: 'Check the grammar of “{word}”; try “{suggestion}”.',
    NATIVE_LANGUAGE:
      'You wrote in your own language. Try to say it in the language you are practising.',
    WRONG_LANGUAGE: 'You wrote in {language}. Try to say it in the language you are practising.',
    STEP_NOT_ACHIEVED: 'You have not yet done what this step asks: {goal}.',
    REQUIRED_VOCABULARY_MISSING: 'Try to use: {items}.',
    TOO_SHORT: 'Try a longer answer, with a full sentence.',
    SLOW_SPEECH: 'You spoke at {wpm} words per minute; practise saying it more smoothly.',
    LONG_PAUSES:
      'You stopped for up to {longest} s in the middle; try to keep talking, even slowly.',
    FEW_CONNECTIVES: 'Link your ideas with words such as {examples}.',
    PRONUNCIATION_NOT_ASSESSED: 'Pronunciation was not assessed.',
  },
  es: {
    SPELLING: 'Revisa la ortografía de «{word}».',
    MISSING_ACCENT: '«{word}» lleva tilde: «{suggestion}».',
    CAPITALIZATION: 'Empieza la oración con mayúscula: «{suggestion}».',
    LOWERCASE_NAME: 'En este idioma «{word}» se escribe con minúscula.',
    REPEATED_WORD: '«{word}» está repetida.',
    SUBJECT_PRONOUN: 'El verbo ya indica quién lo hace; omite «{word}» salvo para dar énfasis.',
    ARTICLE_FOR_PRONOUN: '«el» es el artículo; el pronombre se escribe «{suggestion}».',
    GENDER_AGREEMENT: '«{word}» no concuerda en género con «{noun}»: «{suggestion}».',
    NUMBER_AGREEMENT: '«{word}» no concuerda en número con «{noun}»: «{suggestion}».',
    MUY_NOT_MUCHO: 'Delante de un adjetivo se usa «muy», no «{word}».',
    SER_ESTAR: 'Aquí corresponde el verbo «{verb}» en lugar de «{word}».',
    CONTRACTION: '«{word}» se contrae en «{suggestion}».',
    LEARNER_CONFUSION: 'Aquí la palabra habitual es «{suggestion}», no «{word}».',
    GRAMMAR: 'Revisa la gramática de «{word}»; prueba con «{suggestion}».',
    NATIVE_LANGUAGE: 'Has escrito en tu idioma. Intenta decirlo en el idioma que practicas.',
    WRONG_LANGUAGE: 'Has escrito en {language}. Intenta decirlo en el idioma que practicas.',
    STEP_NOT_ACHIEVED: 'Todavía no has hecho lo que pide este paso: {goal}.',
    REQUIRED_VOCABULARY_MISSING: 'Intenta usar: {items}.',
    TOO_SHORT: 'Intenta una respuesta más larga, con una oración completa.',
    SLOW_SPEECH: 'Hablaste a {wpm} palabras por minuto; practica para decirlo con más fluidez.',
    LONG_PAUSES:
      'Te detuviste hasta {longest} s a mitad de la respuesta; intenta seguir hablando, aunque sea despacio.',
    FEW_CONNECTIVES: 'Une tus ideas con palabras como {examples}.',
    PRONUNCIATION_NOT_ASSESSED: 'La pronunciación no se ha evaluado.',
  },
  ar: {
    SPELLING: 'تحقّق من تهجئة «{word}».',
    MISSING_ACCENT: 'تحتاج «{word}» إلى علامة نبر: «{suggestion}».',
    CAPITALIZATION: 'ابدأ الجملة بحرف كبير: «{suggestion}».',
    LOWERCASE_NAME: 'تُكتب «{word}» في هذه اللغة بحرف صغير.',
    REPEATED_WORD: 'الكلمة «{word}» مكرّرة.',
    SUBJECT_PRONOUN: 'الفعل يدلّ على الفاعل؛ احذف «{word}» إلا إذا أردت التوكيد.',
    ARTICLE_FOR_PRONOUN: '«el» أداة تعريف؛ أما الضمير «هو» فيُكتب «{suggestion}».',
    GENDER_AGREEMENT: '«{word}» لا تطابق «{noun}» في التذكير والتأنيث: «{suggestion}».',
    NUMBER_AGREEMENT: '«{word}» لا تطابق «{noun}» في العدد: «{suggestion}».',
    MUY_NOT_MUCHO: 'قبل الصفة استخدم «muy» وليس «{word}».',
    SER_ESTAR: 'استخدم هنا الفعل «{verb}» بدلاً من «{word}».',
    CONTRACTION: 'تُدمج «{word}» لتصبح «{suggestion}».',
    LEARNER_CONFUSION: 'الكلمة المعتادة هنا «{suggestion}» وليست «{word}».',
    GRAMMAR: 'راجع قواعد «{word}»؛ جرّب «{suggestion}».',
    NATIVE_LANGUAGE: 'كتبتَ بلغتك الأم. حاول أن تقولها باللغة التي تتدرّب عليها.',
    WRONG_LANGUAGE: 'كتبتَ باللغة {language}. حاول أن تقولها باللغة التي تتدرّب عليها.',
    STEP_NOT_ACHIEVED: 'لم تنجز بعدُ ما تطلبه هذه الخطوة: {goal}.',
    REQUIRED_VOCABULARY_MISSING: 'حاول أن تستخدم: {items}.',
    TOO_SHORT: 'حاول أن تجيب بجملة كاملة أطول.',
    SLOW_SPEECH: 'تحدّثت بمعدل {wpm} كلمة في الدقيقة؛ تدرّب لتقولها بسلاسة أكبر.',
    LONG_PAUSES: 'توقّفت حتى {longest} ث في منتصف الإجابة؛ حاول أن تواصل الكلام ولو ببطء.',
    FEW_CONNECTIVES: 'اربط أفكارك بكلمات مثل {examples}.',
    PRONUNCIATION_NOT_ASSESSED: 'لم يُقيَّم النطق.',
  },
  de: {
    SPELLING: 'Prüfe die Schreibweise von „{word}“.',
    MISSING_ACCENT: '„{word}“ braucht einen Akzent: „{suggestion}“.',
    CAPITALIZATION: 'Beginne den Satz mit einem Großbuchstaben: „{suggestion}“.',
    LOWERCASE_NAME: 'In dieser Sprache schreibt man „{word}“ klein.',
    REPEATED_WORD: '„{word}“ steht doppelt.',
    SUBJECT_PRONOUN: 'Das Verb zeigt schon, wer handelt; lass „{word}“ weg, außer zur Betonung.',
    ARTICLE_FOR_PRONOUN: '„el“ ist der Artikel; das Pronomen „er“ schreibt man „{suggestion}“.',
    GENDER_AGREEMENT: '„{word}“ passt im Genus nicht zu „{noun}“: „{suggestion}“.',
    NUMBER_AGREEMENT: '„{word}“ passt im Numerus nicht zu „{noun}“: „{suggestion}“.',
    MUY_NOT_MUCHO: 'Vor einem Adjektiv steht „muy“, nicht „{word}“.',
    SER_ESTAR: 'Hier passt das Verb „{verb}“ statt „{word}“.',
    CONTRACTION: '„{word}“ wird zu „{suggestion}“ zusammengezogen.',
    LEARNER_CONFUSION: 'Üblich ist hier „{suggestion}“, nicht „{word}“.',
    GRAMMAR: 'Prüfe die Grammatik von „{word}“; versuche „{suggestion}“.',
    NATIVE_LANGUAGE:
      'Du hast in deiner Muttersprache geschrieben. Versuche es in der Sprache, die du übst.',
    WRONG_LANGUAGE: 'Du hast auf {language} geschrieben. Versuche es in der Sprache, die du übst.',
    STEP_NOT_ACHIEVED: 'Du hast noch nicht getan, was dieser Schritt verlangt: {goal}.',
    REQUIRED_VOCABULARY_MISSING: 'Versuche, diese Wörter zu verwenden: {items}.',
    TOO_SHORT: 'Antworte ausführlicher, mit einem ganzen Satz.',
    SLOW_SPEECH: 'Du hast {wpm} Wörter pro Minute gesprochen; übe, flüssiger zu sprechen.',
    LONG_PAUSES:
      'Du hast mittendrin bis zu {longest} s pausiert; versuch weiterzusprechen, auch langsam.',
    FEW_CONNECTIVES: 'Verbinde deine Gedanken mit Wörtern wie {examples}.',
    PRONUNCIATION_NOT_ASSESSED: 'Die Aussprache wurde nicht bewertet.',
  },
  fr: {
    SPELLING: 'Vérifie l’orthographe de « {word} ».',
    MISSING_ACCENT: '« {word} » prend un accent : « {suggestion} ».',
    CAPITALIZATION: 'Commence la phrase par une majuscule : « {suggestion} ».',
    LOWERCASE_NAME: 'Dans cette langue, « {word} » s’écrit en minuscules.',
    REPEATED_WORD: '« {word} » est répété.',
    SUBJECT_PRONOUN: 'Le verbe indique déjà qui agit ; omets « {word} » sauf pour insister.',
    ARTICLE_FOR_PRONOUN: '« el » est l’article ; le pronom « il » s’écrit « {suggestion} ».',
    GENDER_AGREEMENT: '« {word} » ne s’accorde pas en genre avec « {noun} » : « {suggestion} ».',
    NUMBER_AGREEMENT: '« {word} » ne s’accorde pas en nombre avec « {noun} » : « {suggestion} ».',
    MUY_NOT_MUCHO: 'Devant un adjectif, on emploie « muy », pas « {word} ».',
    SER_ESTAR: 'Ici, il faut le verbe « {verb} » au lieu de « {word} ».',
    CONTRACTION: '« {word} » se contracte en « {suggestion} ».',
    LEARNER_CONFUSION: 'Ici, le mot habituel est « {suggestion} », pas « {word} ».',
    GRAMMAR: 'Vérifie la grammaire de « {word} » ; essaie « {suggestion} ».',
    NATIVE_LANGUAGE:
      'Tu as écrit dans ta langue. Essaie de le dire dans la langue que tu pratiques.',
    WRONG_LANGUAGE: 'Tu as écrit en {language}. Essaie de le dire dans la langue que tu pratiques.',
    STEP_NOT_ACHIEVED: 'Tu n’as pas encore fait ce que demande cette étape : {goal}.',
    REQUIRED_VOCABULARY_MISSING: 'Essaie d’utiliser : {items}.',
    TOO_SHORT: 'Essaie une réponse plus longue, avec une phrase complète.',
    SLOW_SPEECH: 'Tu as parlé à {wpm} mots par minute ; entraîne-toi à le dire plus facilement.',
    LONG_PAUSES:
      'Tu as marqué une pause de {longest} s au milieu ; essaie de continuer à parler, même lentement.',
    FEW_CONNECTIVES: 'Relie tes idées avec des mots comme {examples}.',
    PRONUNCIATION_NOT_ASSESSED: 'La prononciation n’a pas été évaluée.',
  },
  'zh-Hans': {
    SPELLING: '请检查“{word}”的拼写。',
    MISSING_ACCENT: '“{word}”需要重音符号：“{suggestion}”。',
    CAPITALIZATION: '句子应以大写字母开头：“{suggestion}”。',
    LOWERCASE_NAME: '在这种语言中，“{word}”应小写。',
    REPEATED_WORD: '“{word}”重复了。',
    SUBJECT_PRONOUN: '动词已经表明了主语；除非要强调，可以省略“{word}”。',
    ARTICLE_FOR_PRONOUN: '“el”是冠词；代词“他”应写作“{suggestion}”。',
    GENDER_AGREEMENT: '“{word}”与“{noun}”的性不一致：“{suggestion}”。',
    NUMBER_AGREEMENT: '“{word}”与“{noun}”的数不一致：“{suggestion}”。',
    MUY_NOT_MUCHO: '形容词前应该用“muy”，而不是“{word}”。',
    SER_ESTAR: '这里应该用动词“{verb}”，而不是“{word}”。',
    CONTRACTION: '“{word}”应缩合为“{suggestion}”。',
    LEARNER_CONFUSION: '这里通常用“{suggestion}”，而不是“{word}”。',
    GRAMMAR: '请检查“{word}”的语法；试试“{suggestion}”。',
    NATIVE_LANGUAGE: '你用的是母语。请试着用你正在练习的语言来表达。',
    WRONG_LANGUAGE: '你用的是{language}。请试着用你正在练习的语言来表达。',
    STEP_NOT_ACHIEVED: '你还没有完成这一步的要求：{goal}。',
    REQUIRED_VOCABULARY_MISSING: '试着使用：{items}。',
    TOO_SHORT: '请用一个完整的句子，回答得更长一些。',
    SLOW_SPEECH: '你的语速是每分钟 {wpm} 个词；多练习，说得更流畅些。',
    LONG_PAUSES: '你中途停顿了最长 {longest} 秒；试着继续说下去，慢一点也没关系。',
    FEW_CONNECTIVES: '用{examples}等词把你的想法连接起来。',
    PRONUNCIATION_NOT_ASSESSED: '未评估发音。',
  },
};

/** The interface language to write in: an exact locale, its base language, else English. */
export function resolveInterfaceLanguage(tag: string): InterfaceLanguage {
  const exact = INTERFACE_LANGUAGES.find(
    (language) => language.toLowerCase() === tag.toLowerCase(),
  );
  if (exact) return exact;
  const base = tag.split('-')[0]?.toLowerCase();
  return base === 'zh'
    ? 'zh-Hans'
    : (INTERFACE_LANGUAGES.find((language) => language === base) ?? 'en');
}

/** Opening and closing quotation marks as each interface language's messages write them. */
const QUOTES: Record<InterfaceLanguage, readonly [string, string]> = {
  en: ['“', '”'],
  es: ['«', '»'],
  ar: ['«', '»'],
  de: ['„', '“'],
  fr: ['« ', ' »'],
  'zh-Hans': ['“', '”'],
};

/** How each list placeholder joins its items: "use all of these" or "such as one of these". */
const LIST_TYPES: Record<string, Intl.ListFormatType> = { examples: 'disjunction' };

/** Sentence-final punctuation, possibly followed by closing quotation marks, ending a value. */
const ENDS_SENTENCE = /[.!?…؟。！？][”»“"’'」』\s]*$/u;

/**
 * Intl formatters by language and kind, made once: every reader's feedback is written when read,
 * and making a formatter costs more than using one.
 */
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export function feedbackMessage(
  code: IssueCode,
  interfaceLanguage: string,
  params: MessageParams = {},
): string {
  const language = resolveInterfaceLanguage(interfaceLanguage);
  const fill = (name: string): string => {
    const value = params[name];
    if (value === undefined) return '';
    if (typeof value === 'number')
      return formatter(`number:${language}`, () => new Intl.NumberFormat(language)).format(value);
    if (name === 'language' && typeof value === 'string') return languageName(value, language);
    if (typeof value === 'string') return value;
    const [open, close] = QUOTES[language];
    const type = LIST_TYPES[name] ?? 'conjunction';
    const list = formatter(
      `list:${language}:${type}`,
      () => new Intl.ListFormat(language, { type }),
    );
    return list.format(value.map((item) => `${open}${item}${close}`));
  };
  return MESSAGES[language][code].replace(
    /\{(\w+)\}([.。]?)/g,
    (_, name: string, fullStop: string) => {
      const value = fill(name);
      return ENDS_SENTENCE.test(value) ? value : value + fullStop;
    },
  );
}

/** A language tag's name in the interface language ("fr" → "French", "الفرنسية"). */
function languageName(tag: string, language: InterfaceLanguage): string {
  try {
    const names = formatter(
      `names:${language}`,
      () => new Intl.DisplayNames([language], { type: 'language' }),
    );
    return names.of(tag) ?? tag;
  } catch {
    return tag; // not a well-formed tag: the value is a name already
  }
}

/**
 * A feedback item's message for one reader: written again in their interface language from its
 * code and params when the catalogue wrote it, else as stored (a model's or a teacher's words,
 * and items stored before the params were kept).
 */
export function feedbackItemMessage(
  item: Pick<FeedbackItem, 'code' | 'message' | 'params'>,
  interfaceLanguage: string,
): string {
  const { code, params } = item;
  if (!isCatalogueCode(code) || typeof params !== 'object' || params === null) return item.message;
  return feedbackMessage(code, interfaceLanguage, params);
}

function isCatalogueCode(code: string): code is IssueCode {
  return Object.hasOwn(MESSAGES.en, code);
}

export function catalogueCodes(language: InterfaceLanguage): string[] {
  return Object.keys(MESSAGES[language]);
}
