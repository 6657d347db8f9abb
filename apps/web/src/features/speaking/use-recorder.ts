import { useCallback, useEffect, useRef, useState } from 'react';
import { bestRecordingType } from './recording-format.ts';
import {
  type RecognitionOutcome,
  type RecognitionSession,
  startRecognition,
} from './speech-recognition.ts';

export type RecorderStatus =
  | 'idle'
  | 'starting'
  | 'recording'
  | 'stopping'
  | 'recorded'
  /** The browser or the user refused the microphone. */
  | 'denied'
  /** No microphone is connected (or none matches). */
  | 'noDevice'
  /** The microphone is there but another program holds it, or it failed. */
  | 'busy'
  /** No MediaRecorder or getUserMedia (an old browser, or a page not served over HTTPS). */
  | 'unsupported';

export type Recording = {
  blob: Blob;
  /** An object URL of the blob for the preview, revoked when the recording is dropped. */
  url: string;
  mimeType: string;
  /** Measured by the page's clock, for the preview only: the server reads the file's own. */
  seconds: number;
  /** What the browser's recognition heard, when it was asked to listen. */
  recognition: RecognitionOutcome | null;
};

/** Speech needs far less than music: about 360 kB a minute. */
export const RECORDING_BITS_PER_SECOND = 48_000;
const TICK_MS = 200;
const LEVEL_INTERVAL_MS = 80;

export function recordingSupported(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** What a getUserMedia refusal means for the person in front of it. */
export function microphoneProblem(error: unknown): 'denied' | 'noDevice' | 'busy' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'noDevice';
  return 'busy';
}

/** The loudness of a block of samples, 0–1, on a scale that makes speech fill most of it. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  // -60 dB → 0, 0 dB → 1.
  const decibels = 20 * Math.log10(Math.max(rms, 1e-6));
  return Math.min(1, Math.max(0, (decibels + 60) / 60));
}

/**
 * A microphone recording: asks for the microphone, records with the best container the browser
 * has, measures the input level (Web Audio AnalyserNode) and the elapsed time, stops itself at
 * `maxSeconds`, and keeps the result for a preview. With `recognitionLang`, the browser's speech
 * recognition listens alongside.
 */
export function useRecorder({
  maxSeconds,
  recognitionLang,
}: {
  maxSeconds: number;
  recognitionLang?: string | null;
}) {
  const [status, setStatus] = useState<RecorderStatus>(() =>
    recordingSupported() ? 'idle' : 'unsupported',
  );
  const [level, setLevel] = useState(0);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const live = useRef<{
    stream: MediaStream;
    recorder: MediaRecorder;
    audioContext: AudioContext | null;
    recognition: RecognitionSession | null;
    startedAt: number;
    timers: number[];
    frame: number;
  } | null>(null);

  const previewUrl = useRef<string | null>(null);
  const dropPreview = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setRecording(null);
  }, []);

  const release = useCallback(() => {
    const current = live.current;
    if (!current) return;
    live.current = null;
    for (const timer of current.timers) window.clearInterval(timer);
    cancelAnimationFrame(current.frame);
    for (const track of current.stream.getTracks()) track.stop();
    current.audioContext?.close().catch(() => undefined);
    setLevel(0);
  }, []);

  const stop = useCallback(() => {
    const current = live.current;
    if (!current || current.recorder.state === 'inactive') return;
    setStatus('stopping');
    current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (!recordingSupported() || live.current) return;
    setStatus('starting');
    dropPreview();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      setStatus(microphoneProblem(error));
      return;
    }
    const mimeType = bestRecordingType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
      });
    } catch {
      for (const track of stream.getTracks()) track.stop();
      setStatus('unsupported');
      return;
    }

    let audioContext: AudioContext | null = null;
    let analyser: AnalyserNode | null = null;
    try {
      audioContext = new AudioContext();
      analyser = audioContext.createAnalyser();
      analyser.fftSize = 1024;
      audioContext.createMediaStreamSource(stream).connect(analyser);
    } catch {
      // No Web Audio: the recording works, without a level meter.
      audioContext = null;
      analyser = null;
    }

    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const recognition = recognitionLang ? startRecognition(recognitionLang) : null;
    const current = {
      stream,
      recorder,
      audioContext,
      recognition,
      startedAt,
      timers: [] as number[],
      frame: 0,
    };
    live.current = current;

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const seconds = (performance.now() - startedAt) / 1000;
      const type = recorder.mimeType || mimeType || chunks[0]?.type || 'audio/webm';
      release();
      const blob = new Blob(chunks, { type });
      void (recognition?.finish() ?? Promise.resolve(null)).then((outcome) => {
        const url = URL.createObjectURL(blob);
        previewUrl.current = url;
        setRecording({
          blob,
          url,
          mimeType: type,
          seconds: Math.min(seconds, maxSeconds),
          recognition: outcome,
        });
        setStatus('recorded');
      });
    };

    if (analyser) {
      const samples = new Float32Array(analyser.fftSize);
      let lastLevelAt = 0;
      const measure = (now: number) => {
        if (live.current !== current || !analyser) return;
        if (now - lastLevelAt >= LEVEL_INTERVAL_MS) {
          analyser.getFloatTimeDomainData(samples);
          setLevel(levelOf(samples));
          lastLevelAt = now;
        }
        current.frame = requestAnimationFrame(measure);
      };
      current.frame = requestAnimationFrame(measure);
    }
    current.timers.push(
      window.setInterval(() => {
        const seconds = (performance.now() - startedAt) / 1000;
        setElapsedSeconds(Math.min(seconds, maxSeconds));
        if (seconds >= maxSeconds) stop();
      }, TICK_MS),
    );
    setElapsedSeconds(0);
    recorder.start();
    setStatus('recording');
  }, [maxSeconds, recognitionLang, release, stop, dropPreview]);

  /** Drops the recording (after it was sent, or to go back to the start). */
  const reset = useCallback(() => {
    const current = live.current;
    if (current) {
      current.recorder.onstop = null;
      current.recognition?.cancel();
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      release();
    }
    dropPreview();
    setElapsedSeconds(0);
    setStatus(recordingSupported() ? 'idle' : 'unsupported');
  }, [release, dropPreview]);

  // Leaving the page stops the microphone and forgets the preview.
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => () => resetRef.current(), []);

  return { status, level, elapsedSeconds, recording, start, stop, reset };
}
