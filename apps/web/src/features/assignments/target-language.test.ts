// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classroomLanguageFirst, languageDiffers, levelDiffers } from './target-language.ts';

const spanish = { id: 'es', name: 'Spanish', isoLanguageCode: 'es' };
const english = { id: 'en', name: 'English', isoLanguageCode: 'en' };
const french = { id: 'fr', name: 'French', isoLanguageCode: 'fr' };
const nameOf = (language: { name: string }) => language.name;

describe("the assign picker's order", () => {
  const scenarios = [
    { title: 'A job interview', isLibrary: true, language: english },
    { title: 'At the bakery', isLibrary: true, language: french },
    { title: 'At the pharmacy', isLibrary: false, language: spanish },
    { title: 'Order at a café', isLibrary: true, language: spanish },
    { title: 'Zoo tickets', isLibrary: false, language: spanish },
  ];

  it("lists the classroom's language first, own before library, then the others by language", () => {
    expect(
      classroomLanguageFirst(scenarios, spanish, nameOf).map((scenario) => scenario.title),
    ).toEqual([
      'At the pharmacy',
      'Zoo tickets',
      'Order at a café',
      'A job interview',
      'At the bakery',
    ]);
  });

  it('warns only once both languages are known and differ', () => {
    expect(languageDiffers(english, spanish)).toBe(true);
    expect(languageDiffers(spanish, spanish)).toBe(false);
    expect(languageDiffers(english, null)).toBe(false);
  });
});

describe("the assign dialog's level warning", () => {
  it('warns of a B2 scenario for an A2 classroom, once both levels are known', () => {
    expect(levelDiffers('B2', 'A2')).toBe(true);
    expect(levelDiffers('A2', 'A2')).toBe(false);
    expect(levelDiffers('B2', null)).toBe(false);
    expect(levelDiffers(null, 'A2')).toBe(false);
  });
});
