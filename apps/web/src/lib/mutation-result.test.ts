import { describe, expect, it } from 'vitest';
import { fieldErrorMessages, handleMutationResult, MutationError } from './mutation-result.ts';

describe('handleMutationResult', () => {
  it('fails without a response', () => {
    expect(() => handleMutationResult(null, 'updateProfile')).toThrow(
      'No response received from server',
    );
  });

  it('fails without data', () => {
    expect(() => handleMutationResult({ data: null }, 'updateProfile')).toThrow(
      'No data received in response',
    );
  });

  it('fails without a result for the named operation', () => {
    expect(() => handleMutationResult({ data: { other: {} } }, 'updateProfile')).toThrow(
      'Failed to updateProfile: No data was processed',
    );
  });

  it('joins an errors report into one message with field, object position and messages', () => {
    const response = {
      data: {
        createLanguages: {
          success: false,
          objects: null,
          errors: [
            {
              field: 'isoLanguageCode',
              objectPosition: 1,
              messages: ['Already taken.'],
              code: 'LANGUAGE_CODE_TAKEN',
            },
            { field: 'name', objectPosition: null, messages: ['Required.', 'Too short.'] },
          ],
        },
      },
    };
    let error: unknown;
    try {
      handleMutationResult(response, 'createLanguages');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MutationError);
    expect((error as MutationError).message).toBe(
      'Operation failed: field isoLanguageCode, object 1: Already taken.; field name: Required., Too short.',
    );
    expect((error as MutationError).fieldErrors).toHaveLength(2);
  });

  it('returns the objects', () => {
    expect(
      handleMutationResult(
        { data: { confirmUserType: { success: true, objects: [{ id: '1' }] } } },
        'confirmUserType',
      ),
    ).toEqual([{ id: '1' }]);
  });

  it('returns nothing for success without objects', () => {
    expect(
      handleMutationResult({ data: { leaveClassroom: { success: true } } }, 'leaveClassroom'),
    ).toBeUndefined();
  });

  it('refuses any other shape', () => {
    expect(() =>
      handleMutationResult({ data: { leaveClassroom: { success: false } } }, 'leaveClassroom'),
    ).toThrow('Unexpected response format for leaveClassroom');
    expect(() =>
      handleMutationResult({ data: { leaveClassroom: 'yes' } }, 'leaveClassroom'),
    ).toThrow('Unexpected response format for leaveClassroom');
  });
});

describe('fieldErrorMessages', () => {
  it("writes one 'Field: {path}: {message}' line per message", () => {
    expect(
      fieldErrorMessages([
        { field: 'firstName', messages: ['Too long.'] },
        { field: 'name', objectPosition: 2, messages: ['Required.', 'Taken.'] },
      ]),
    ).toEqual(['Field: firstName: Too long.', 'Field: 2.name: Required.', 'Field: 2.name: Taken.']);
  });

  it('keeps errors about the whole object plain', () => {
    expect(fieldErrorMessages([{ field: '__all__', messages: ['Not allowed.'] }])).toEqual([
      'Not allowed.',
    ]);
  });
});
