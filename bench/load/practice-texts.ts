/**
 * What the bench's students write at the bakery (the assignment world's Spanish scenario): a
 * sentence from a list, often with a learner's slip in one word, so that the grader's spelling
 * memos and its dictionaries see many different words, as with a real class, not one sentence.
 */

const SENTENCES = [
  'Buenos días, quiero una barra de pan, por favor.',
  'Hola, ¿tiene pan integral hoy?',
  'Quisiera dos croissants y un café con leche.',
  '¿Cuánto cuesta la tarta de manzana?',
  'Me gustaría comprar seis magdalenas para mi familia.',
  'Perdone, ¿a qué hora abre la panadería mañana?',
  'Necesito un pastel de cumpleaños para el sábado.',
  'Gracias, eso es todo. ¿Puedo pagar con tarjeta?',
  'Prefiero el pan de centeno porque es más sano.',
  'Mi hermana quiere galletas de chocolate.',
  'Voy a llevar también una empanada de atún.',
  '¿Tienen algo sin gluten para mi amigo?',
];

/** A learner's slip: two letters swapped, one dropped, or one doubled. */
function slip(word: string, random: () => number): string {
  const at = Math.floor(random() * (word.length - 1));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at + 1) + word.slice(at);
}

/** One message: a random sentence, with a slip in one of its longer words half of the time. */
export function practiceText(random: () => number = Math.random): string {
  const sentence = SENTENCES[Math.floor(random() * SENTENCES.length)] as string;
  if (random() < 0.5) return sentence;
  const words = sentence.split(' ');
  const long = words.flatMap((word, index) => (/^\p{L}{4,}$/u.test(word) ? [index] : []));
  const index = long[Math.floor(random() * long.length)];
  if (index === undefined) return sentence;
  words[index] = slip(words[index] as string, random);
  return words.join(' ');
}
