import { describe, expect, it } from 'vitest';
import { avatarSource, DEFAULT_AVATARS } from './avatar.ts';

describe('avatarSource', () => {
  it('uses the image, else the thumbnail, else the external URL', () => {
    expect(
      avatarSource(
        { image: 'p/photo.webp', thumbnail: 'p/thumb.webp', externalUrl: 'https://x/y.png' },
        'student',
      ),
    ).toMatch(/\/media\/p\/photo\.webp$/);
    expect(
      avatarSource({ thumbnail: 'p/thumb.webp', externalUrl: 'https://x/y.png' }, 'student'),
    ).toMatch(/\/media\/p\/thumb\.webp$/);
    expect(avatarSource({ externalUrl: 'https://x/y.png' }, 'student')).toBe('https://x/y.png');
  });

  it("falls back to each kind's own default picture", () => {
    expect(avatarSource(null, 'teacher')).toBe(DEFAULT_AVATARS.teacher);
    expect(avatarSource({}, 'student')).toBe(DEFAULT_AVATARS.student);
    expect(avatarSource(undefined, 'classroom')).toBe(DEFAULT_AVATARS.classroom);
    expect(new Set(Object.values(DEFAULT_AVATARS)).size).toBe(3);
  });

  it('keeps URLs the API already made absolute', () => {
    expect(avatarSource({ image: 'https://cdn.example/a.webp' }, 'student')).toBe(
      'https://cdn.example/a.webp',
    );
    expect(avatarSource({ image: 'blob:http://x/1' }, 'student')).toBe('blob:http://x/1');
  });
});
