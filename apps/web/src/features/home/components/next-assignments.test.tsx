import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentAssignmentFieldsFragment } from '../../../gql/graphql.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { NextAssignments } from './next-assignments.tsx';

beforeAll(setupTestI18n);

const now = new Date('2026-11-27T12:00:00Z');

function buildAssignment(
  overrides: Partial<StudentAssignmentFieldsFragment> = {},
): StudentAssignmentFieldsFragment {
  return {
    id: 'a1',
    title: 'Order at a café',
    status: 'PUBLISHED',
    isCurriculum: false,
    startsAt: '2026-11-20T09:00:00Z',
    dueAt: null,
    classroom: { id: 'c1', name: 'Spanish A2', avatar: '' },
    rules: { attemptMode: 'LIMITED', maxAttempts: 2 },
    myProgress: {
      bucket: 'TO_DO',
      dueAt: null,
      attemptsUsed: 0,
      attemptsAllowed: 2,
      bestScore: null,
      passed: false,
      completedScenarios: 0,
      totalScenarios: 1,
    },
    scenarios: [{ position: 1, completed: false, scenarioId: 's1', inProgress: null }],
    ...overrides,
  };
}

function renderHome(props: Omit<Parameters<typeof NextAssignments>[0], 'now'>) {
  const router = createMemoryRouter(
    [{ path: '/student', element: <NextAssignments {...props} now={now} /> }],
    { initialEntries: ['/student'] },
  );
  render(<RouterProvider router={router} />);
}

describe("the student home's assignments", () => {
  it('says there are no assignments yet only when the student has none at all', async () => {
    renderHome({ toDo: [], doneCount: 0, closedCount: 0 });
    await screen.findByText('No assignments yet');
    expect(screen.queryByText('Nothing to do right now')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with only done and closed ones, says there is nothing to do and links to them', async () => {
    renderHome({ toDo: [], doneCount: 1, closedCount: 3 });
    await screen.findByText('Nothing to do right now');
    expect(screen.queryByText('No assignments yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'See 1 done assignment' }).getAttribute('href')).toBe(
      '/activities/practice-assignment?tab=done',
    );
    expect(
      screen
        .getByRole('link', { name: 'See 3 closed or past-due assignments' })
        .getAttribute('href'),
    ).toBe('/activities/practice-assignment?tab=closed');
  });

  it('links only to the done ones when none is closed', async () => {
    renderHome({ toDo: [], doneCount: 2, closedCount: 0 });
    await screen.findByRole('link', { name: 'See 2 done assignments' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows an assignment with an attempt in progress with a Resume straight into it', async () => {
    const passedOnce = buildAssignment({
      myProgress: {
        bucket: 'TO_DO',
        dueAt: null,
        attemptsUsed: 2,
        attemptsAllowed: 2,
        bestScore: 88,
        passed: true,
        completedScenarios: 1,
        totalScenarios: 1,
      },
      scenarios: [{ position: 1, completed: true, scenarioId: 's1', inProgress: { id: 'i2' } }],
    });
    renderHome({ toDo: [passedOnce], doneCount: 0, closedCount: 0 });
    const card = await screen.findByTestId('assignment-card');
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(
      '/activities/practice-intent/i2',
    );
    expect(within(card).getByRole('link', { name: 'Order at a café' }).getAttribute('href')).toBe(
      '/activities/practice-assignment/a1/s1',
    );
    expect(screen.queryByText('No assignments yet')).toBeNull();
  });

  it('offers no Resume on an assignment without an attempt in progress', async () => {
    renderHome({ toDo: [buildAssignment()], doneCount: 4, closedCount: 0 });
    const card = await screen.findByTestId('assignment-card');
    expect(within(card).queryByRole('link', { name: 'Resume' })).toBeNull();
    expect(within(card).queryByText('In progress')).toBeNull();
    expect(screen.queryByText('Nothing to do right now')).toBeNull();
  });
});
