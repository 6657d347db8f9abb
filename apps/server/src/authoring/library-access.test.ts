import { describe, expect, it } from 'vitest';
import type { AuthoringActor } from './authoring-context.ts';
import { canEditLibraryItem, ownsLibraryItem } from './library-access.ts';

const teacher: AuthoringActor = {
  userId: 'u1',
  teacherProfileId: 't1',
  studentProfileId: null,
  isStaff: false,
};
const staff: AuthoringActor = { ...teacher, teacherProfileId: null, isStaff: true };

describe('library item ownership', () => {
  it('lets a teacher edit their own items, private or public, and nobody else’s', () => {
    expect(canEditLibraryItem(teacher, { ownerId: 't1', visibility: 'PRIVATE' })).toBe(true);
    expect(canEditLibraryItem(teacher, { ownerId: 't1', visibility: 'PUBLIC' })).toBe(true);
    expect(canEditLibraryItem(teacher, { ownerId: 't2', visibility: 'PUBLIC' })).toBe(false);
    expect(canEditLibraryItem(teacher, { ownerId: null, visibility: 'PUBLIC' })).toBe(false);
  });

  it('lets staff edit what is public (the library) but not a teacher’s private item', () => {
    expect(canEditLibraryItem(staff, { ownerId: null, visibility: 'PUBLIC' })).toBe(true);
    expect(canEditLibraryItem(staff, { ownerId: 't2', visibility: 'PUBLIC' })).toBe(true);
    expect(canEditLibraryItem(staff, { ownerId: 't2', visibility: 'PRIVATE' })).toBe(false);
  });

  it('never counts a library item (no owner) as owned by a viewer without a teacher profile', () => {
    expect(ownsLibraryItem(staff, { ownerId: null, visibility: 'PUBLIC' })).toBe(false);
    expect(ownsLibraryItem(teacher, { ownerId: 't1', visibility: 'PRIVATE' })).toBe(true);
  });
});
