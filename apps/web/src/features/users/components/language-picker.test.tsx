import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { type LanguageOption, LanguagePicker, LanguagesPicker } from './language-picker.tsx';

const CATALOGUE: LanguageOption[] = [
  { id: '1', name: 'English', isoLanguageCode: 'en' },
  { id: '2', name: 'Spanish', isoLanguageCode: 'es' },
  { id: '3', name: 'French', isoLanguageCode: 'fr' },
];

beforeAll(setupTestI18n);
afterEach(() => act(() => i18next.changeLanguage('en')));

function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

describe('LanguagesPicker', () => {
  it('shows, orders and filters the options by their names in the interface language', async () => {
    await act(() => i18next.changeLanguage('es'));
    render(
      <LanguagesPicker
        name="languages"
        label="Idiomas"
        options={CATALOGUE}
        value={[]}
        onChange={() => {}}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Idiomas' });
    act(() => input.focus());
    fireEvent.mouseDown(input);
    // The catalogue comes in English order; the options follow the Spanish names.
    expect(optionNames()).toEqual(['Español', 'Francés', 'Inglés']);
    // "espanol" without the accent: the teacher types what they read.
    fireEvent.change(input, { target: { value: 'espanol' } });
    expect(optionNames()).toEqual(['Español']);
  });
});

describe('LanguagePicker', () => {
  it('shows the chosen language in the interface language, and English names in English', async () => {
    const { rerender } = render(
      <LanguagePicker
        name="nativeLanguage"
        label="Native language"
        options={CATALOGUE}
        value={CATALOGUE[1] ?? null}
        onChange={() => {}}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Native language' });
    expect(input).toHaveProperty('value', 'Spanish');
    await act(() => i18next.changeLanguage('ar'));
    rerender(
      <LanguagePicker
        name="nativeLanguage"
        label="Native language"
        options={CATALOGUE}
        value={CATALOGUE[1] ?? null}
        onChange={() => {}}
      />,
    );
    expect(input).toHaveProperty('value', 'الإسبانية');
  });
});
