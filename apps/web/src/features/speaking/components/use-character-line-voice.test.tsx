import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { useCharacterLineVoice } from './use-character-line-voice.tsx';

beforeAll(setupTestI18n);
afterEach(() => vi.restoreAllMocks());

type Line = { id: string; text: string; speech?: { url: string } | null };

function Lines({ lines }: { lines: Line[] }) {
  const { voiceButton } = useCharacterLineVoice({
    lang: 'es',
    gender: 'FEMALE',
    characterName: 'Carmen',
  });
  return (
    <ul>
      {lines.map((line) => (
        <li key={line.id} data-testid={line.id}>
          {line.text}
          {voiceButton(line)}
        </li>
      ))}
    </ul>
  );
}

describe('the character’s voice beside a line', () => {
  it('plays the server’s recording of a line, and offers nothing for a line no voice can say', () => {
    // jsdom has no speech synthesis: only a line with the server's recording can be heard.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(
      <Lines
        lines={[
          { id: 'spoken', text: '¡Hola!', speech: { url: '/media/private/speech/a.mp3?sig=x' } },
          { id: 'silent', text: '¿Qué desea?' },
        ]}
      />,
    );
    expect(screen.getByTestId('silent').querySelector('button')).toBeNull();
    const button = screen.getByRole('button', { name: 'Listen to Carmen' });
    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Stop' }).getAttribute('aria-pressed')).toBe('true');
  });
});
