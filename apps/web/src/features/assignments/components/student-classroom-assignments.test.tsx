import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentAssignmentFieldsFragment } from '../../../gql/graphql.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { studentListParams } from '../list-params.ts';
import { StudentClassroomAssignments } from './student-classroom-assignments.tsx';

beforeAll(setupTestI18n);

const classroom = { id: 'c1', name: 'Spanish A2 · Tuesday group', avatar: '' };

function assignmentTitled(id: string, title: string): StudentAssignmentFieldsFragment {
  return {
    id,
    title,
    status: 'PUBLISHED',
    isCurriculum: false,
    startsAt: '2026-11-20T09:00:00Z',
    dueAt: null,
    classroom,
    rules: { attemptMode: 'UNLIMITED', maxAttempts: null },
    myProgress: null,
    scenarios: [{ position: 1, completed: false, scenarioId: `s-${id}`, inProgress: null }],
  };
}

/** The page's section card, bare: its action (See all) and its content. */
const Frame = ({ action, children }: { action?: ReactNode; children: ReactNode }) => (
  <div>
    {action}
    {children}
  </div>
);

describe("a student's assignments on their classroom's page", () => {
  it("leaves the classroom's name out of the cards and sees all of this classroom's", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/accounts/classroom/c1',
          element: (
            <StudentClassroomAssignments
              classroomId="c1"
              assignments={[
                assignmentTitled('a1', 'At the pharmacy'),
                assignmentTitled('a2', 'Café'),
              ]}
              totalCount={5}
              Frame={Frame}
            />
          ),
        },
      ],
      { initialEntries: ['/accounts/classroom/c1'] },
    );
    render(<RouterProvider router={router} />);
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(within(card).queryByText(classroom.name)).toBeNull();

    const seeAll = screen.getByRole('link', { name: 'See all' }).getAttribute('href') ?? '';
    const list = studentListParams(new URL(seeAll, 'https://charla.localhost'));
    expect(list).toMatchObject({ classroomId: 'c1', bucket: 'TO_DO', page: 1 });
  });

  it("reads a list without a classroom as every classroom's", () => {
    expect(
      studentListParams(
        new URL('https://charla.localhost/activities/practice-assignment?tab=done'),
      ),
    ).toMatchObject({ classroomId: null, bucket: 'DONE' });
  });
});
