import { describe, expect, it } from 'vitest';
import { chooseVoice, voicesFor } from './speech.ts';

const voices = [
  { name: 'Google US English', lang: 'en-US' },
  { name: 'Monica', lang: 'es-ES' },
  { name: 'Jorge', lang: 'es-MX' },
];

describe('speech voices', () => {
  it('finds the voices of a language by its base tag', () => {
    expect(voicesFor(voices, 'es').map((voice) => voice.name)).toEqual(['Monica', 'Jorge']);
  });

  it('prefers the named voice, then the gender within the language', () => {
    expect(chooseVoice(voices, 'es', 'MALE')?.name).toBe('Jorge');
    expect(chooseVoice(voices, 'es', 'FEMALE')?.name).toBe('Monica');
    expect(chooseVoice(voices, 'es', 'MALE', 'Google US English')?.name).toBe('Google US English');
    expect(chooseVoice(voices, 'fr', 'MALE')).toBeUndefined();
  });
});
