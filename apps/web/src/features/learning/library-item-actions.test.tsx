import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmStore, settleConfirm } from '../../lib/confirm.ts';
import { resetSnackbarsForTests, snackbarStore } from '../../lib/snackbar.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { useConfirmAndDelete, useSaveAndOpen } from './library-item-actions.ts';
import { useAuthoringForm } from './use-authoring-form.ts';

beforeAll(setupTestI18n);
afterEach(resetSnackbarsForTests);

const detailHref = (id: string) => `/items/${id}`;

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/items', element: <p>List</p> },
      { path: '/items/:id', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function DeleteButton({ remove }: { remove: (id: string) => Promise<unknown> }) {
  const onDelete = useConfirmAndDelete(
    remove,
    { title: 'Delete?', message: (title) => `Delete ${title}?`, deleted: 'Deleted.' },
    '/items',
  );
  return (
    <button type="button" onClick={() => void onDelete({ id: 'i1', title: 'Café' })}>
      Delete
    </button>
  );
}

function SaveButton({ id, isNew }: { id: string; isNew: boolean }) {
  const form = useAuthoringForm();
  const save = useSaveAndOpen(form.submit, detailHref, 'Saved.');
  return (
    <button type="button" onClick={() => void save(async () => [{ id }], isNew)}>
      Save
    </button>
  );
}

const messages = () => snackbarStore.get().map((entry) => entry.message);

describe('useConfirmAndDelete', () => {
  it('deletes only once the user confirms, then says so and goes to the list', async () => {
    const remove = vi.fn(async () => undefined);
    const router = renderAt('/items/i1', <DeleteButton remove={remove} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirmStore.get()?.message).toBe('Delete Café?');
    await act(async () => settleConfirm(false));
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => settleConfirm(true));
    expect(remove).toHaveBeenCalledWith('i1');
    expect(messages()).toEqual(['Deleted.']);
    expect(router.state.location.pathname).toBe('/items');
  });

  it('stays on the item and reports the error when the deletion is refused', async () => {
    const remove = vi.fn(async () => {
      throw new Error('This scenario is used by a curriculum.');
    });
    const router = renderAt('/items/i1', <DeleteButton remove={remove} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await act(async () => settleConfirm(true));
    expect(remove).toHaveBeenCalledWith('i1');
    expect(snackbarStore.get()).toEqual([
      expect.objectContaining({
        message: 'This scenario is used by a curriculum.',
        color: 'error',
      }),
    ]);
    expect(router.state.location.pathname).toBe('/items/i1');
  });
});

describe('useSaveAndOpen', () => {
  it('opens a newly created item and stays on an edited one', async () => {
    const router = renderAt('/items/new', <SaveButton id="i2" isNew />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Save' })));
    expect(router.state.location.pathname).toBe('/items/i2');
    expect(messages()).toEqual(['Saved.']);

    const edited = renderAt('/items/i3', <SaveButton id="i3" isNew={false} />);
    const [, second] = await screen.findAllByRole('button', { name: 'Save' });
    await act(async () => fireEvent.click(second as HTMLElement));
    expect(edited.state.location.pathname).toBe('/items/i3');
  });
});
