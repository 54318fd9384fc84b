import * as fs from 'node:fs';
import * as path from 'node:path';
import { cardPayText, compensationText } from './pay-text';

describe('compensationText', () => {
  it('reads the salary range, else its type, and the other compensation', () => {
    expect(
      compensationText({ salary: { type: 'range', min: 45000, max: 60000, currency: 'DKK', period: 'monthly' }, otherCompensation: { type: 'percentage', percentage: 5, percentageMax: null } }),
    ).toBe('45,000–60,000 DKK a month · 5% equity');
    expect(compensationText({ salary: { type: 'competitive', min: null, max: null, currency: null, period: null }, otherCompensation: null })).toBe('Competitive');
    expect(
      compensationText({ salary: { type: 'range', min: null, max: null, currency: null, period: null }, otherCompensation: { type: 'negotiated', percentage: null, percentageMax: null } }),
    ).toBe(
      'Range · To be negotiated',
    );
  });
});

describe('cardPayText', () => {
  it('is the stated range with its equity, and nothing for a salary without a range', () => {
    expect(cardPayText({ salary: { type: 'range', min: 45000, max: 60000, currency: 'DKK', period: 'monthly' }, otherCompensation: { type: 'percentage', percentage: 1, percentageMax: 2 } })).toBe(
      '45,000–60,000 DKK a month + 1–2% equity',
    );
    expect(cardPayText({ salary: { type: 'competitive', min: null, max: null, currency: null, period: null }, otherCompensation: { type: 'negotiated', percentage: null, percentageMax: null } })).toBe('');
  });
});

describe('the zod-free modules', () => {
  // What a first visit to a job page needs from the contracts (labels, value lists, pay text)
  // must not load zod: webpack follows only these modules' imports (sideEffects: false).
  it.each(['vocabulary.ts', 'job-category.ts', 'pay-text.ts', 'saved-search-key.ts'])('%s imports no zod and no schema module', (file) => {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    // Value imports only: `import { type X } from` and `import type` are erased in the build.
    const sources = [...source.matchAll(/^import (type )?(.+?) from '([^']+)';$/gm)]
      .filter(([, typeOnly, clause = '']) => !typeOnly && !/^\{(\s*type \w+,?)+\s*\}$/.test(clause))
      .map((match) => match[3] ?? '');
    expect(sources).not.toContain('zod');
    expect(sources.filter((from) => from.startsWith('./')).every((from) => ['./vocabulary', './job-category'].includes(from))).toBe(true);
  });
});
