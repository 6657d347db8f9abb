/**
 * JFLEG's sentences come tokenised ("do n't like it , because"); learners type "don't like it,
 * because". The grader is measured on the text as typed: the spaces the tokeniser added are taken
 * out, and each character keeps its offset in the tokenised line so that flags map back onto the
 * tokens that carry the error labels.
 */
const ATTACHED = /^(?:[.,!?;:)%]|\.\.\.|n't|'s|'re|'ve|'ll|'d|'m)$/i;

export type Detokenized = { text: string; originalOffset: number[] };

export function detokenize(tokenised: string): Detokenized {
  let text = '';
  const originalOffset: number[] = [];
  let position = 0;
  let previous = '';
  for (const piece of tokenised.split(' ')) {
    if (piece === '') {
      position += 1;
      continue;
    }
    if (text !== '' && !ATTACHED.test(piece) && previous !== '(') {
      text += ' ';
      originalOffset.push(position - 1);
    }
    for (let index = 0; index < piece.length; index += 1) originalOffset.push(position + index);
    text += piece;
    position += piece.length + 1;
    previous = piece;
  }
  originalOffset.push(position - 1);
  return { text, originalOffset };
}
