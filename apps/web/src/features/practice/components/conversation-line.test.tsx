import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import type { PracticeMessage } from '../conversation-state.ts';
import { StudentLine } from './conversation-line.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

const message: PracticeMessage = {
  id: 'm1',
  role: 'USER',
  text: 'Quiero un café, por favor.',
  stepIndex: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  correctness: 'YES',
  gradingStatus: 'GRADED',
  feedbackHidden: false,
  gradingNote: null,
  translation: null,
  usedNativeLanguage: false,
  textWithheld: false,
  audio: null,
  audioDeletedAt: null,
  transcription: null,
  transcriptSource: null,
  transcriptionStatus: null,
  wordsPerMinute: null,
  speech: null,
  feedback: [],
};

describe("a student's line", () => {
  it('is headed "You" for the student reading their own conversation', () => {
    render(
      <ol>
        <StudentLine message={message} lang="es" />
      </ol>,
    );
    expect(screen.getByText('You')).toBeTruthy();
  });

  it("is headed by the student's name for a teacher reading their attempt", () => {
    render(
      <ol>
        <StudentLine message={message} lang="es" speaker="Ana García" />
      </ol>,
    );
    expect(screen.getByText('Ana García')).toBeTruthy();
    expect(screen.queryByText('You')).toBeNull();
  });
});
