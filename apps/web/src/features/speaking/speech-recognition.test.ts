import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedRecognition } from '../../test/scripted-recognition.ts';
import { RECOGNITION_END_TIMEOUT_MS, startRecognition } from './speech-recognition.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('browser speech recognition beside the recorder', () => {
  it('listens continuously in the scenario’s language and gives the final words', async () => {
    const session = startRecognition('es-ES', ScriptedRecognition);
    const recognition = ScriptedRecognition.last;
    expect(recognition.lang).toBe('es-ES');
    expect(recognition.continuous).toBe(true);
    recognition.say(0, 'Hola, quería ');
    recognition.say(1, 'un café', false);
    recognition.say(1, 'un café con leche');
    await expect(session?.finish()).resolves.toEqual({ text: 'Hola, quería un café con leche' });
    expect(recognition.stopped).toBe(true);
  });

  it('reports the error of a recognition that cannot work (Debian’s Chromium: network)', async () => {
    const session = startRecognition('es', ScriptedRecognition);
    const recognition = ScriptedRecognition.last;
    recognition.onerror?.({ error: 'network' });
    recognition.onend?.();
    await expect(session?.finish()).resolves.toEqual({ error: 'network' });
    expect(recognition.starts).toBe(1);
  });

  it('says no-speech when nothing was heard, and starts again after a silence ends it', async () => {
    const session = startRecognition('de', ScriptedRecognition);
    const recognition = ScriptedRecognition.last;
    recognition.onend?.();
    expect(recognition.starts).toBe(2);
    await expect(session?.finish()).resolves.toEqual({ error: 'no-speech' });
  });

  it('keeps the words of each run when it was started again', async () => {
    const session = startRecognition('fr', ScriptedRecognition);
    const recognition = ScriptedRecognition.last;
    recognition.say(0, 'Bonjour');
    recognition.onend?.();
    recognition.say(0, 'un café');
    await expect(session?.finish()).resolves.toEqual({ text: 'Bonjour un café' });
  });

  it('gives up waiting for the last words after a while', async () => {
    const session = startRecognition('es', ScriptedRecognition);
    const recognition = ScriptedRecognition.last;
    recognition.endOnStop = false;
    recognition.say(0, 'Hola');
    const outcome = session?.finish();
    vi.advanceTimersByTime(RECOGNITION_END_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ text: 'Hola' });
    expect(recognition.aborted).toBe(true);
  });

  it('is null where the browser has none', () => {
    expect(startRecognition('es', null)).toBeNull();
  });
});
