import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetSnackbarsForTests, snackbarStore } from '../../../lib/snackbar.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import {
  CoTeacherInvitationsSection,
  type DeclinedInvitation,
  type PendingInvitation,
} from './co-teacher-invitations-section.tsx';

beforeAll(setupTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSnackbarsForTests();
});

const DAY_MS = 86_400_000;

function renderSection(
  pending: readonly PendingInvitation[] = [],
  declined: readonly DeclinedInvitation[] = [],
) {
  const router = createMemoryRouter(
    [
      {
        path: '/room',
        element: (
          <CoTeacherInvitationsSection classroomId="room" pending={pending} declined={declined} />
        ),
      },
    ],
    { initialEntries: ['/room'] },
  );
  render(<RouterProvider router={router} />);
}

const refused = {
  createTeacherToClassroomInvitation: {
    success: false,
    objects: null,
    errors: [
      {
        field: 'email',
        objectPosition: null,
        messages: ['Enter a valid e-mail address.'],
        code: 'INVALID',
      },
    ],
  },
};
const created = {
  createTeacherToClassroomInvitation: {
    success: true,
    objects: [{ id: 'i1', invitePath: '/invite/teacher-to-classroom/t/room' }],
    errors: null,
  },
};

describe('CoTeacherInvitationsSection', () => {
  it('keeps a refused e-mail in its field and empties it once the invitation is sent', async () => {
    const answers = [refused, created];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: answers.shift() }))),
    );
    renderSection();
    const email = (await screen.findByLabelText("Teacher's e-mail (optional)")) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'marta@school' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(snackbarStore.get().map((entry) => entry.color)).toEqual(['error']);
    expect(email.value).toBe('marta@school');

    fireEvent.change(email, { target: { value: 'marta@school.es' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(snackbarStore.get().at(-1)).toMatchObject({
      message: 'Invitation sent.',
      color: 'success',
    });
    expect(email.value).toBe('');
  });

  it('offers no link to copy for an expired invitation, only to revoke it', async () => {
    renderSection([
      {
        id: 'open',
        inviteeEmail: 'open@school.es',
        invitePath: '/invite/teacher-to-classroom/open/room',
        expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
        expired: false,
      },
      {
        id: 'old',
        inviteeEmail: 'old@school.es',
        invitePath: '/invite/teacher-to-classroom/old/room',
        expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
        expired: true,
      },
    ]);
    const list = await screen.findByTestId('pending-invitations');
    const [open, old] = Array.from(list.children) as HTMLElement[];
    if (!open || !old) throw new Error('two invitations expected');
    expect(within(open).queryByTestId('invite-link')).not.toBeNull();
    expect(within(open).queryByRole('button', { name: 'Copy' })).not.toBeNull();

    expect(old.textContent).toContain('Expired');
    expect(within(old).queryByTestId('invite-link')).toBeNull();
    expect(within(old).queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(within(old).queryByRole('button', { name: 'Revoke' })).not.toBeNull();
  });

  it('says a declined open link was declined, and who declined an invitation by e-mail', async () => {
    const respondedAt = '2026-11-20T10:00:00Z';
    const shown = new Date(respondedAt).toLocaleDateString('en');
    renderSection(
      [],
      [
        { id: 'link', inviteeEmail: null, respondedAt },
        { id: 'mail', inviteeEmail: 'marta@school.es', respondedAt },
      ],
    );
    const items = within(await screen.findByTestId('declined-invitations')).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      `The link was declined on ${shown}`,
      `marta@school.es declined on ${shown}`,
    ]);
  });
});
