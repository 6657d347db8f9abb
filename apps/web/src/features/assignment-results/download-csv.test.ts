import { describe, expect, it } from 'vitest';
import { csvFileName } from './download-csv.ts';

describe('csvFileName', () => {
  it('keeps letters of any script and turns the rest into dashes', () => {
    expect(csvFileName('En el café: ¡pedir!')).toBe('En-el-café-pedir.csv');
    expect(csvFileName('في المقهى / 2')).toBe('في-المقهى-2.csv');
    expect(csvFileName('***')).toBe('results.csv');
  });
});
