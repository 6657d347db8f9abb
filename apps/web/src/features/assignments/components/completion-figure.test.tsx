import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { CompletionFigure } from './completion-figure.tsx';

beforeAll(setupTestI18n);

describe("a teacher's completion figure", () => {
  it('keeps students practising a done assignment again among the done, and says how many', () => {
    const { container } = render(<CompletionFigure figure="5 / 7 done" retrying={2} />);
    expect(container.textContent).toBe('5 / 7 done · 2 practising again');
  });

  it('adds nothing while nobody practises again', () => {
    const { container } = render(<CompletionFigure figure="5 / 7 done" retrying={0} />);
    expect(container.textContent).toBe('5 / 7 done');
  });
});
