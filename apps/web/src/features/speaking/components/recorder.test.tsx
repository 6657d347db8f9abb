import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { ScriptedRecognition } from '../../../test/scripted-recognition.ts';
import { type RecordedAnswer, Recorder } from './recorder.tsx';

/** A MediaRecorder that hands over one chunk of the chosen type when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: MediaStream, options: { mimeType?: string }) {
    this.mimeType = options.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** A recognition service that heard `HEARD` by the time it is stopped. */
const HEARD = 'Un café con leche';
class HearsAnOrder extends ScriptedRecognition {
  override stop() {
    this.say(0, HEARD);
    super.stop();
  }
}

const stopTrack = vi.fn();
let getUserMedia: ReturnType<typeof vi.fn>;

beforeAll(setupTestI18n);
beforeEach(() => {
  stopTrack.mockReset();
  getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }));
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderRecorder(props: Partial<Parameters<typeof Recorder>[0]> = {}) {
  const onSend = vi.fn(async (_answer: RecordedAnswer) => true);
  const onAcceptNotice = vi.fn();
  render(
    <Recorder
      maxSeconds={120}
      noticeAccepted
      onAcceptNotice={onAcceptNotice}
      onSend={onSend}
      transcribe
      lang="es"
      {...props}
    />,
  );
  return { onSend, onAcceptNotice };
}

/** Records one answer that the browser's recognition hears as `HEARD`. */
async function recordHeard(showRecognized: boolean) {
  vi.stubGlobal('SpeechRecognition', HearsAnOrder);
  const { onSend } = renderRecorder({ showRecognized });
  fireEvent.click(screen.getByRole('button', { name: 'Record' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
  return onSend;
}

async function expectSentAsHeard(onSend: ReturnType<typeof renderRecorder>['onSend']) {
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  expect(onSend.mock.calls[0]?.[0]).toMatchObject({
    transcript: HEARD,
    transcriptSource: 'BROWSER',
  });
}

describe('the recorder', () => {
  it('shows the notice before the first recording and records once it is accepted', async () => {
    const { onAcceptNotice } = renderRecorder({ noticeAccepted: false });
    expect(screen.getByText('Before your first recording')).toBeTruthy();
    expect(screen.getByText(/personal data/)).toBeTruthy();
    expect(getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I understand, use the microphone' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(onAcceptNotice).toHaveBeenCalledTimes(1);
  });

  it('records Opus in WebM, previews it and asks for the words where the browser has no recognition', async () => {
    const { onSend } = renderRecorder();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(screen.getByRole('timer').textContent).toBe('0:00 / 2:00');
    fireEvent.click(stop);

    await screen.findByRole('group', { name: 'Your recording' });
    expect(stopTrack).toHaveBeenCalled();
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'What you said' }), {
      target: { value: ' Un café, por favor. ' },
    });
    fireEvent.click(send);

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const answer = onSend.mock.calls[0]?.[0];
    expect(answer?.recording.mimeType).toBe('audio/webm;codecs=opus');
    expect(answer?.recording.blob.size).toBeGreaterThan(0);
    expect(answer?.transcript).toBe('Un café, por favor.');
    expect(answer?.transcriptSource).toBe('TYPED');
    // Taken: back to the start, the preview dropped.
    await screen.findByRole('button', { name: 'Record' });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording');
  });

  it('shows what the browser heard, read-only, when the student may read transcriptions, and sends it', async () => {
    const onSend = await recordHeard(true);
    const heard = await screen.findByRole('figure', { name: 'What we heard' });
    expect(heard.textContent).toContain(HEARD);
    expect(heard.querySelector('[lang="es"]')?.textContent).toBe(HEARD);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expectSentAsHeard(onSend);
  });

  it('keeps what the browser heard off the screen in a voice-only attempt', async () => {
    const onSend = await recordHeard(false);
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(HEARD)).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
    fireEvent.click(send);
    await expectSentAsHeard(onSend);
  });

  it('sends the audio alone when the server transcribes', async () => {
    const { onSend } = renderRecorder({ transcribe: false });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ transcript: null, transcriptSource: null });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('stops by itself at the maximum length', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      renderRecorder({ maxSeconds: 3, transcribe: false });
      fireEvent.click(screen.getByRole('button', { name: 'Record' }));
      await act(async () => undefined);
      expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(3_200);
      });
      await screen.findByText('The recording stopped at the 0:03 limit.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the microphone is blocked, with the steps of each browser', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderRecorder();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByText('The microphone is blocked');
    expect(screen.getByText(/^Chrome and Edge:/)).toBeTruthy();
    expect(screen.getByText(/^Firefox:/)).toBeTruthy();
    expect(screen.getByText(/^Safari:/)).toBeTruthy();
    getUserMedia.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No microphone found');
  });

  it('says so where the browser cannot record', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderRecorder();
    expect(screen.getByText('This browser cannot record')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
  });
});
