import { baseLanguage } from '../text/fold.ts';

/**
 * What the embedded character says beyond the teacher's scripted lines, in the target language:
 * re-prompts when a step is not yet achieved (varied so the student does not read the same line
 * twice in a row) and the closing turn after the last step.
 */
const REPROMPTS: Record<string, string[]> = {
  en: ['Sorry, I didn’t quite get that.', 'Could you say that another way?', 'Let’s try again.'],
  es: [
    'Perdona, no te he entendido bien.',
    '¿Puedes decirlo de otra manera?',
    'Intentémoslo otra vez.',
  ],
  fr: [
    'Pardon, je n’ai pas bien compris.',
    'Tu peux le dire autrement ?',
    'Essayons encore une fois.',
  ],
  de: [
    'Entschuldigung, das habe ich nicht ganz verstanden.',
    'Kannst du das anders sagen?',
    'Versuchen wir es noch einmal.',
  ],
  it: ['Scusa, non ho capito bene.', 'Puoi dirlo in un altro modo?', 'Riproviamo.'],
  pt: ['Desculpa, não entendi bem.', 'Podes dizer de outra forma?', 'Vamos tentar outra vez.'],
  ar: ['عذراً، لم أفهم جيداً.', 'هل يمكنك أن تقولها بطريقة أخرى؟', 'لنحاول مرة أخرى.'],
  zh: ['不好意思，我没太听懂。', '你能换个说法吗？', '我们再试一次吧。'],
  ja: [
    'すみません、よくわかりませんでした。',
    '別の言い方で言ってもらえますか？',
    'もう一度やってみましょう。',
  ],
};

const CLOSINGS: Record<string, string> = {
  en: 'Thank you, that’s everything. It was a pleasure talking with you. Goodbye!',
  es: 'Muchas gracias, eso es todo. Ha sido un placer hablar contigo. ¡Hasta luego!',
  fr: 'Merci beaucoup, c’est tout. C’était un plaisir de parler avec toi. Au revoir !',
  de: 'Vielen Dank, das ist alles. Es war schön, mit dir zu sprechen. Auf Wiedersehen!',
  it: 'Grazie mille, è tutto. È stato un piacere parlare con te. Arrivederci!',
  pt: 'Muito obrigado, é tudo. Foi um prazer falar contigo. Até logo!',
  ar: 'شكراً جزيلاً، هذا كل شيء. سعدت بالحديث معك. مع السلامة!',
  zh: '非常感谢，就这些了。很高兴和你聊天。再见！',
  ja: 'ありがとうございました。これで全部です。お話しできてよかったです。さようなら！',
};

export function repromptLine(language: string, attempt: number): string | null {
  const lines = REPROMPTS[baseLanguage(language)];
  return lines ? (lines[attempt % lines.length] ?? null) : null;
}

export function closingLine(language: string): string | null {
  return CLOSINGS[baseLanguage(language)] ?? null;
}
