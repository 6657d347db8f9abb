import { dequal } from 'dequal/lite';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page.ts';

/**
 * The GraphQL answers the server read to paint a signed-in page (src/server-render), handed to
 * the app in the same document, so that taking the page over asks the server nothing it has
 * just answered. Each answer serves one request of the same operation and variables, and only
 * while the painted page is up: once the app has taken it over, every request asks the server.
 */

/** The data block's id: `<script type="application/json">`, which the browser never runs. */
export const SERVER_ANSWERS_ID = 'charla-server-answers';

export type ServerAnswer = {
  query: string;
  variables: Record<string, unknown>;
  data: unknown;
};

/**
 * The answers as a data block for the document. `<` is written as its JSON escape, so no text
 * in the data (a name typed as `</script>`) can end the block; the JSON reads back the same.
 */
export function serverAnswersScript(answers: readonly ServerAnswer[]): string {
  const json = JSON.stringify(answers)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${SERVER_ANSWERS_ID}">${json}</script>`;
}

let handed: ServerAnswer[] | null = null;

/** The document's answers, read once: the block leaves the document when read. */
function handedAnswers(): ServerAnswer[] {
  if (handed) return handed;
  handed = [];
  const block = document.getElementById(SERVER_ANSWERS_ID);
  if (!block) return handed;
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (Array.isArray(parsed)) handed = parsed.filter(isServerAnswer);
  } catch {
    // A block that does not parse hands nothing over: the app asks, as without one.
  }
  return handed;
}

/** The server's answer to this operation, at most once; undefined when the app must ask. */
export function takeServerAnswer(
  query: string,
  variables: Record<string, unknown>,
): { data: unknown } | undefined {
  if (!document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) return undefined;
  const answers = handedAnswers();
  const index = answers.findIndex(
    (answer) => answer.query === query && dequal(answer.variables, variables),
  );
  if (index < 0) return undefined;
  const [answer] = answers.splice(index, 1);
  return { data: answer?.data };
}

function isServerAnswer(value: unknown): value is ServerAnswer {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Partial<ServerAnswer>;
  return (
    typeof answer.query === 'string' &&
    typeof answer.variables === 'object' &&
    answer.variables !== null &&
    'data' in answer
  );
}
