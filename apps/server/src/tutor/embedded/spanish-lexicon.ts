/**
 * Closed word lists for the Spanish rules. They describe the language, not the benchmark: each
 * list is what a Spanish-as-a-foreign-language teacher would write down for English speakers.
 */

export const SUBJECT_PRONOUNS = new Set([
  'yo',
  'él',
  'ella',
  'nosotros',
  'nosotras',
  'ellos',
  'ellas',
  'vosotros',
  'vosotras',
]);

/** Frequent finite verb forms that can follow a subject; endings catch most of the rest. */
export const COMMON_FINITE_VERBS = new Set(
  (
    'es son era eran fue fueron soy eres somos será serán sería ' +
    'está están estaba estaban estuvo estoy estás estamos estará ' +
    'tiene tienen tenía tenían tuvo tengo tienes tenemos tendrá ' +
    'ha han había habían he has hemos hay ' +
    'hace hacen hacía hizo hago haces hacemos ' +
    'va van iba iban voy vas vamos fui ' +
    'puede pueden podía pudo puedo puedes podemos ' +
    'quiere quieren quería quiso quiero quieres queremos ' +
    'dice dicen decía dijo digo ' +
    'vive viven vivía vivo vivimos ' +
    'sabe saben sabía sé sabemos ' +
    'trabaja trabajan trabajaba trabajo trabajamos ' +
    'juega juegan jugaba juego jugamos ' +
    'canta cantan cantaba canto ' +
    'gana ganan ganaba ' +
    'nació nacieron ' +
    'ayuda ayudan ayudaba ' +
    'escribe escriben escribía escribo ' +
    'habla hablan hablaba hablo hablamos ' +
    'empezó comenzó ' +
    'usa usan usaba ' +
    'necesita necesitan necesito ' +
    'piensa piensan pienso creo cree creen ' +
    'siempre también nunca no'
  ).split(' '),
);

/** Endings that in Spanish mark a finite verb almost without exception. */
export const FINITE_VERB_ENDING =
  /(?:[^aeiouáéíóú ]ó|ió|aba|aban|ábamos|ían|aron|ieron|aré|ará|arán|eré|erá|erán|iré|irá|irán|aría|ería|iría)$/;

/** Determiner families as [masculine singular, feminine singular, masculine plural, feminine plural]. */
export const DETERMINER_FAMILIES: readonly (readonly [string, string, string, string])[] = [
  ['el', 'la', 'los', 'las'],
  ['un', 'una', 'unos', 'unas'],
  ['este', 'esta', 'estos', 'estas'],
  ['ese', 'esa', 'esos', 'esas'],
  ['aquel', 'aquella', 'aquellos', 'aquellas'],
  ['mucho', 'mucha', 'muchos', 'muchas'],
  ['otro', 'otra', 'otros', 'otras'],
  ['algún', 'alguna', 'algunos', 'algunas'],
  ['ningún', 'ninguna', 'ningunos', 'ningunas'],
  ['nuestro', 'nuestra', 'nuestros', 'nuestras'],
  ['mi', 'mi', 'mis', 'mis'],
  ['tu', 'tu', 'tus', 'tus'],
  ['su', 'su', 'sus', 'sus'],
];

/** Words that follow a determiner without being a noun whose gender or number could clash. */
export const NOT_AGREEING_AFTER_DETERMINER = new Set(
  (
    'mejor mejores mayor mayores menor menores peor peores mismo misma mismos mismas ' +
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince ' +
    'veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento mil ' +
    'millón millones del al tanto poco pocos pocas bajo cual cuales'
  ).split(' '),
);

/** Feminine nouns in -a that take "el"/"un" (stressed a-), masculine nouns in -a, feminine in -o. */
export const GENDER_EXCEPTIONS = new Map<string, 'm' | 'f' | 'both'>([
  ...(
    'día mapa problema programa sistema tema idioma clima planeta poema drama ' +
    'dilema esquema fantasma panorama pijama sofá papá cometa enigma telegrama crucigrama'
  )
    .split(' ')
    .map((word): [string, 'm'] => [word, 'm']),
  ...'mano foto moto libido'.split(' ').map((word): [string, 'f'] => [word, 'f']),
  ...(
    'agua alma arma águila área aula hambre hacha ala ave arpa hada habla ' +
    'modelo testigo piloto atleta artista turista dentista periodista deportista ' +
    'policía guía colega cantante estudiante radio'
  )
    .split(' ')
    .map((word): [string, 'both'] => [word, 'both']),
]);

/** Nouns that end in -s in the singular. */
export const SINGULAR_IN_S = new Set(
  'lunes martes miércoles jueves viernes crisis tesis análisis virus tenis país mes inglés francés autobús dios gas interés atlas paréntesis cumpleaños paraguas'.split(
    ' ',
  ),
);

/** Written in lower case in Spanish, unlike English: months, days, languages, titles. */
export const LOWERCASE_IN_SPANISH = new Set(
  (
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'lunes martes miércoles jueves viernes sábado domingo ' +
    'inglés español francés alemán italiano chino japonés árabe portugués ruso coreano ' +
    'presidente presidenta señor señora rey reina doctor doctora profesor profesora'
  ).split(' '),
);

/** Adjectives of state that go with "estar", not "ser". */
export const ESTAR_ADJECTIVES = new Set(
  (
    'cansado cansada cansados cansadas enfermo enferma enfermos enfermas contento contenta ' +
    'contentos contentas preocupado preocupada preocupados preocupadas ubicado ubicada ' +
    'ubicados ubicadas situado situada situados situadas muerto muerta muertos muertas ' +
    'embarazada enojado enojada enojados enojadas emocionado emocionada emocionados emocionadas ' +
    'bien mal'
  ).split(' '),
);

export const ESTAR_FORMS = new Set(
  'está están estaba estaban estoy estás estamos estuvo estuvieron estaré estará'.split(' '),
);
export const SER_FORMS = new Set('es son era eran soy eres somos fue fueron'.split(' '));

/** Common words English speakers carry into Spanish, with the Spanish word. */
export const LEARNER_CONFUSIONS = new Map<string, string>([
  ['gentes', 'gente'],
  ['actora', 'actriz'],
  ['actoras', 'actrices'],
  ['major', 'mayor'],
  ['vacación', 'vacaciones'],
  ['vacacion', 'vacaciones'],
]);

/** Unaccented words that learners write for an accented one far more often than they mean them. */
export const USUALLY_ACCENTED = new Map<string, string>([
  ['mas', 'más'],
  ['papa', 'papá'],
  ['mama', 'mamá'],
  ['bebe', 'bebé'],
  ['esta', 'está'],
  ['ano', 'año'],
  ['anos', 'años'],
  ['ademas', 'además'],
]);

export const PREPOSITIONS = new Set(
  'a ante bajo con contra de desde en entre hacia hasta para por sin sobre tras'.split(' '),
);

/** Function words that never start a noun phrase after a determiner. */
export const FUNCTION_WORDS = new Set(
  'que de en y a o e u ni pero con por para sin como cual cuando donde se le les lo me te nos no sí si muy más tan'.split(
    ' ',
  ),
);

/** Spanish numerals up to a hundred, for "es quince años" (a learner's "is fifteen years"). */
export const NUMERALS = new Set(
  (
    'uno un una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince ' +
    'dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro ' +
    'veinticinco veintiséis veintisiete veintiocho veintinueve treinta cuarenta cincuenta sesenta ' +
    'setenta ochenta noventa cien'
  ).split(' '),
);

/** Verbs whose subject follows them: "me gustan los perros" (gustar and its kind). */
export const GUSTAR_LIKE = new Map<string, string>(
  'gusta:gustan encanta:encantan interesa:interesan importa:importan molesta:molestan duele:duelen falta:faltan fascina:fascinan'
    .split(' ')
    .map((pair): [string, string] => pair.split(':') as [string, string]),
);

/** Third-person forms of the copulas and of tener/ir, singular and plural. */
export const VERB_NUMBER_PAIRS = new Map<string, string>(
  'es:son está:están era:eran fue:fueron estaba:estaban estuvo:estuvieron será:serán tiene:tienen tenía:tenían va:van iba:iban parece:parecen'
    .split(' ')
    .map((pair): [string, string] => pair.split(':') as [string, string]),
);

/** Nouns naming a group, which take a plural verb as often as a singular one. */
export const COLLECTIVE_NOUNS = new Set(
  'mayoría minoría mitad resto parte grupo número conjunto gente familia pareja'.split(' '),
);

/** Adjectives that usually stand before their noun ("un gran ejemplo", "su segundo marido"). */
export const PRENOMINAL_ADJECTIVES = new Set(
  'gran buen mal primer primero primera segundo segunda tercer tercero tercera último última único única nuevo nueva viejo vieja mejor peor mayor menor'.split(
    ' ',
  ),
);
