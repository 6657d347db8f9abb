import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/translation.json';
import { setupTestI18n } from '../../../test/i18n.ts';
import { MessageComposer } from './message-composer.tsx';

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('ar', 'translation', ar);
});
afterEach(() => i18next.changeLanguage('en'));

const composer = (value: string) => (
  <MessageComposer
    value={value}
    onChange={() => undefined}
    onSend={() => undefined}
    sending={false}
    disabled={false}
    lang="es"
  />
);

describe('the reply box', () => {
  it('lays an Arabic placeholder out right to left while the box is empty', async () => {
    await i18next.changeLanguage('ar');
    render(composer(''));
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('placeholder')).toContain('Shift');
    expect(box.getAttribute('dir')).toBe('rtl');
  });

  it('lets what the student types take its own direction', async () => {
    await i18next.changeLanguage('ar');
    render(composer('Quería un café'));
    expect(screen.getByRole('textbox').getAttribute('dir')).toBe('auto');
  });

  it('keeps an English placeholder left to right', () => {
    render(composer(''));
    expect(screen.getByRole('textbox').getAttribute('dir')).toBe('ltr');
  });
});
