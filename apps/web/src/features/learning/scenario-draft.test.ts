import { describe, expect, it } from 'vitest';
import {
  emptyScenario,
  emptyStep,
  moveItem,
  patchItem,
  removeItem,
  scenarioInput,
} from './scenario-draft.ts';

describe('moveItem', () => {
  it('moves an item up, down and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('patchItem and removeItem', () => {
  it('change or drop only the item at the index, leaving the list itself untouched', () => {
    const items = [{ text: 'hola' }, { text: 'adiós' }];
    expect(patchItem(items, 1, { text: 'chao' })).toEqual([{ text: 'hola' }, { text: 'chao' }]);
    expect(removeItem(items, 0)).toEqual([{ text: 'adiós' }]);
    expect(items).toEqual([{ text: 'hola' }, { text: 'adiós' }]);
  });
});

describe('scenarioInput', () => {
  it('keeps step ids and order, splits expected phrases by line and trims', () => {
    const draft = emptyScenario('lang-1');
    draft.title = '  Café  ';
    draft.steps = [
      { ...emptyStep(), id: 'step-2', title: 'Pay', expectedPhrases: 'la cuenta\n\n por favor ' },
      { ...emptyStep(), title: 'Order' },
    ];
    draft.rubrics = [{ key: 'r', category: 'GRAMMAR', criteria: ' ok ', weight: '100' }];
    const input = scenarioInput(draft);
    expect(input.title).toBe('Café');
    expect(input.steps.map((step) => step.id ?? null)).toEqual(['step-2', null]);
    expect(input.steps[0]?.expectedPhrases).toEqual(['la cuenta', 'por favor']);
    expect(input.rubrics).toEqual([{ category: 'GRAMMAR', criteria: 'ok', weight: 100 }]);
    expect(input.voiceName).toBeNull();
  });
});
