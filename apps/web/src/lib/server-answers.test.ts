import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page.ts';
import { type ServerAnswer, serverAnswersScript } from './server-answers.ts';

const HOME =
  'query StudentHome($progressRange: DateRangeInput!) { practiceAssignments { totalCount } }';
const ME = 'query CurrentUser { readUser(me: true) { id firstName } }';
const WEEK = { progressRange: { start: '2026-11-23', end: '2026-11-29' } };

/** A fresh module per test: the answers are read from the document once per page load. */
async function pageWith(answers: readonly ServerAnswer[] | string, painted = true) {
  vi.resetModules();
  const block =
    typeof answers === 'string'
      ? `<script type="application/json" id="charla-server-answers">${answers}</script>`
      : serverAnswersScript(answers);
  document.body.innerHTML = `<div id="root" ${painted ? PRERENDERED_ATTRIBUTE : ''}><main>painted</main></div>${block}`;
  return import('./server-answers.ts');
}

describe('answers handed over by the server', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('serves each answer once, to the same operation and variables in any key order', async () => {
    const { takeServerAnswer } = await pageWith([
      { query: HOME, variables: WEEK, data: { practiceAssignments: { totalCount: 3 } } },
      { query: ME, variables: {}, data: { readUser: { id: 'u1', firstName: 'Sam' } } },
    ]);
    expect(takeServerAnswer(ME, {})).toEqual({
      data: { readUser: { id: 'u1', firstName: 'Sam' } },
    });
    expect(
      takeServerAnswer(HOME, { progressRange: { end: '2026-11-29', start: '2026-11-23' } }),
    ).toEqual({ data: { practiceAssignments: { totalCount: 3 } } });
    expect(takeServerAnswer(ME, {})).toBeUndefined();
    expect(document.getElementById('charla-server-answers')).toBeNull();
  });

  it('serves nothing for other variables or another operation', async () => {
    const { takeServerAnswer } = await pageWith([{ query: HOME, variables: WEEK, data: {} }]);
    expect(
      takeServerAnswer(HOME, { progressRange: { start: '2026-11-22', end: '2026-11-28' } }),
    ).toBeUndefined();
    expect(takeServerAnswer(ME, {})).toBeUndefined();
    expect(takeServerAnswer(HOME, WEEK)).toEqual({ data: {} });
  });

  it('serves nothing once the app has taken the painted page over', async () => {
    const { takeServerAnswer } = await pageWith([{ query: ME, variables: {}, data: {} }], false);
    expect(takeServerAnswer(ME, {})).toBeUndefined();
  });

  it('keeps a name that reads as markup inside the block, and reads it back unchanged', async () => {
    const name = '</script><script>alert(1)</script>\u2028';
    const script = serverAnswersScript([{ query: ME, variables: {}, data: { name } }]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const { takeServerAnswer } = await pageWith([{ query: ME, variables: {}, data: { name } }]);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(takeServerAnswer(ME, {})).toEqual({ data: { name } });
  });

  it('hands nothing over from a block that does not parse, without failing', async () => {
    const { takeServerAnswer } = await pageWith('[{"query": ');
    expect(takeServerAnswer(ME, {})).toBeUndefined();
  });
});
