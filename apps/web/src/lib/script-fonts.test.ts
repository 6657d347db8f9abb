import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded: string[] = [];
/** The font packages' stylesheets, each noting when a page asks for it. */
function mockFonts() {
  for (const [name, file] of [
    ['Noto Sans SC', 'noto-sans-sc'],
    ['Noto Sans Arabic', 'noto-sans-arabic'],
  ] as const) {
    vi.doMock(`@fontsource/${file}/400.css`, () => {
      loaded.push(name);
      return {};
    });
    vi.doMock(`@fontsource/${file}/600.css`, () => ({}));
  }
}

let stop = () => {};
beforeEach(() => {
  vi.resetModules();
  mockFonts();
  loaded.length = 0;
  document.body.innerHTML = '<p>Assign a scenario</p>';
});
afterEach(() => stop());

/** A fresh module (nothing loaded yet) watching the body. */
async function watch() {
  const { watchScriptText } = await import('./script-fonts.ts');
  stop = watchScriptText(document.body);
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('script fonts on a page whose interface is in English', () => {
  it('loads no script font while the page has only Latin text', async () => {
    await watch();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog">Meeting a new classmate</div>',
    );
    await settled();
    expect(loaded).toEqual([]);
  });

  it('loads the Chinese font when a Chinese scenario shows in a dialog, once', async () => {
    await watch();
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog">Character: 王丽</div>');
    await settled();
    document.body.insertAdjacentHTML('beforeend', '<p>你好！我叫王丽。</p>');
    await settled();
    expect(loaded).toEqual(['Noto Sans SC']);
  });

  it('loads the fonts of text already painted, changed in place, or in a field', async () => {
    document.body.innerHTML = '<p>السوق</p><p id="line">Hola</p><input id="title" value="">';
    await watch();
    const line = document.getElementById('line')?.firstChild;
    if (line) line.textContent = '我叫';
    await settled();
    expect(loaded).toEqual(['Noto Sans Arabic', 'Noto Sans SC']);
  });

  it('loads the Chinese font for a title typed into a text field', async () => {
    await watch();
    const field = document.createElement('input');
    document.body.append(field);
    await settled();
    field.setAttribute('value', '认识新同学');
    await settled();
    expect(loaded).toEqual(['Noto Sans SC']);
  });
});
