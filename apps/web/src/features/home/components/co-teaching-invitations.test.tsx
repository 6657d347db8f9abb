import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readReferralTokens, storeReferralTokens } from '../../../lib/auth/referral-tokens.ts';
import { settleConfirm } from '../../../lib/confirm.ts';
import { resetSnackbarsForTests, snackbarStore } from '../../../lib/snackbar.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { type CoTeachingInvitation, CoTeachingInvitations } from './co-teaching-invitations.tsx';

beforeAll(setupTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSnackbarsForTests();
});

function buildInvitation(id: string, classroom: string): CoTeachingInvitation {
  return {
    id,
    token: `token-${id}`,
    classroomId: `room-${id}`,
    invitePath: `/invite/teacher-to-classroom/token-${id}/room-${id}`,
    expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    invitedBy: { user: { firstName: 'Inés', lastName: 'Prieto', username: 'ines' } },
    classroomPreview: {
      name: classroom,
      level: 'A2',
      avatar: '',
      language: { name: 'Spanish', isoLanguageCode: 'es' },
    },
  };
}

const debate = buildInvitation('a', 'Debate club');
const reading = buildInvitation('b', 'Reading circle');

/** Answers every mutation with `answer`, resolved when the test says so. */
function stubMutations(answer: (operation: string) => unknown) {
  const releases: Array<() => void> = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { operationName } = JSON.parse(init.body as string) as { operationName: string };
    await new Promise<void>((resolve) => releases.push(resolve));
    return new Response(JSON.stringify({ data: answer(operationName) }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const releaseAll = async () => {
    await act(async () => {
      for (const release of releases.splice(0)) release();
    });
  };
  return { fetchMock, releaseAll };
}

const succeeded = (operation: string) => ({ [operation]: { success: true, objects: [] } });
const mutationFor = (operationName: string) =>
  operationName === 'AcceptCoTeaching'
    ? 'acceptTeacherToClassroomInvitation'
    : 'declineTeacherToClassroomInvitation';

function renderInvitations(invitations: readonly CoTeachingInvitation[], totalCount: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/teacher',
        element: <CoTeachingInvitations invitations={invitations} totalCount={totalCount} />,
      },
    ],
    { initialEntries: ['/teacher'] },
  );
  render(<RouterProvider router={router} />);
}

const row = (classroom: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(classroom)) as
    | HTMLElement
    | undefined;

function rowOf(classroom: string): HTMLElement {
  const found = row(classroom);
  if (!found) throw new Error(`no row for ${classroom}`);
  return found;
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('CoTeachingInvitations', () => {
  it('counts every invitation waiting, beyond the page shown, and opens each by its path', async () => {
    renderInvitations([debate], 25);
    await screen.findByText('You have 25 invitations to co-teach a classroom.');
    expect(
      within(rowOf('Debate club')).getByRole('link', { name: 'View' }).getAttribute('href'),
    ).toBe(debate.invitePath);
  });

  it('holds every row while one answer is sent, the pressed button alone loading', async () => {
    const { fetchMock, releaseAll } = stubMutations((operation) =>
      succeeded(mutationFor(operation)),
    );
    renderInvitations([debate, reading], 2);
    const debateRow = await screen.findByText('Debate club').then(() => rowOf('Debate club'));
    const readingRow = rowOf('Reading circle');

    fireEvent.click(within(readingRow).getByRole('button', { name: 'Decline' }));
    await act(async () => settleConfirm(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const declineReading = within(readingRow).getByRole('button', { name: 'Decline' });
    const acceptReading = within(readingRow).getByRole('button', { name: 'Accept' });
    expect(isDisabled(declineReading)).toBe(true);
    expect(within(declineReading).queryByRole('progressbar')).not.toBeNull();
    expect(isDisabled(acceptReading)).toBe(true);
    expect(within(acceptReading).queryByRole('progressbar')).toBeNull();
    for (const name of ['Accept', 'Decline']) {
      const button = within(debateRow).getByRole('button', { name });
      expect(isDisabled(button)).toBe(true);
      expect(within(button).queryByRole('progressbar')).toBeNull();
    }
    expect(
      within(debateRow).getByRole('link', { name: 'View' }).getAttribute('aria-disabled'),
    ).toBe('true');
    // A click on another row meanwhile sends nothing.
    fireEvent.click(within(debateRow).getByRole('button', { name: 'Accept' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await releaseAll();
    expect(snackbarStore.get().map((entry) => entry.message)).toEqual([
      'You declined the invitation to Reading circle.',
    ]);
    expect(isDisabled(within(debateRow).getByRole('button', { name: 'Accept' }))).toBe(false);
  });

  it('forgets an invite link caught for the invitation accepted here', async () => {
    storeReferralTokens(
      { tokenInviteTeacherToClassroom: debate.token, tokenInviteClassroom: debate.classroomId },
      { secure: false },
    );
    const { releaseAll } = stubMutations((operation) => succeeded(mutationFor(operation)));
    renderInvitations([debate, reading], 2);
    await screen.findByText('Debate club');

    fireEvent.click(within(rowOf('Reading circle')).getByRole('button', { name: 'Accept' }));
    await releaseAll();
    expect(readReferralTokens().tokenInviteTeacherToClassroom).toBe(debate.token);

    fireEvent.click(within(rowOf('Debate club')).getByRole('button', { name: 'Accept' }));
    await releaseAll();
    expect(readReferralTokens()).toEqual({});
  });

  it('keeps the caught invite link when the answer fails', async () => {
    const held = {
      tokenInviteTeacherToClassroom: debate.token,
      tokenInviteClassroom: debate.classroomId,
    };
    storeReferralTokens(held, { secure: false });
    const { releaseAll } = stubMutations(() => ({
      acceptTeacherToClassroomInvitation: {
        success: false,
        errors: [
          {
            field: '__all__',
            objectPosition: null,
            messages: ['This invitation has expired.'],
            code: 'INVITATION_EXPIRED',
          },
        ],
      },
    }));
    renderInvitations([debate], 1);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await releaseAll();
    expect(snackbarStore.get()).toEqual([
      expect.objectContaining({ message: 'This invitation has expired.', color: 'error' }),
    ]);
    expect(readReferralTokens()).toEqual(held);
  });
});
