// The search form's shared rules: what the browser refuses before sending and the server refuses again; ranges
// and certificates as typed or carried in a link.
import { describe, expect, it } from 'vitest';
import {
  certificateList,
  isCalendarDate,
  rangeFromUrl,
  rangeToUrl,
  searchProblems,
} from '../../protocol/productSearch';

describe('searchProblems', () => {
  it('accepts an empty search and a full sensible one', () => {
    expect(searchProblems({})).toEqual({});
    expect(
      searchProblems({
        keyword: '积木',
        name: 'car',
        minPrice: 1,
        maxPrice: 1,
        pr_le: { min: 10, max: 20 },
        ou_hi: { max: 80 },
        startTime: '2026-01-31',
        endTime: '2026-01-31',
        certificateNo: 'EN71, CE',
        labelNumber: 'LB1',
        fa_no: '123',
        pa_nu: '6/24',
        ch_pa: 'colorBox',
        isUpInsetImg: true,
      }),
    ).toEqual({});
  });

  it('refuses prices in the wrong order or out of range', () => {
    expect(searchProblems({ minPrice: 5, maxPrice: 2 })).toEqual({ maxPrice: 'priceOrder' });
    expect(searchProblems({ minPrice: -1 })).toEqual({ minPrice: 'priceRange' });
    expect(searchProblems({ maxPrice: Number.NaN })).toEqual({ maxPrice: 'priceRange' });
  });

  it('refuses absurd or reversed sizes', () => {
    expect(searchProblems({ pr_le: { min: 30, max: 10 } })).toEqual({ pr_le: 'sizeOrder' });
    expect(searchProblems({ ou_wi: { max: 1e9 } })).toEqual({ ou_wi: 'sizeRange' });
    expect(searchProblems({ in_hi: { min: Number.NaN } })).toEqual({ in_hi: 'sizeRange' });
  });

  it('refuses malformed, impossible and reversed dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
    expect(searchProblems({ startTime: '2026-13-01' })).toEqual({ startTime: 'dateFormat' });
    expect(searchProblems({ startTime: '2026-05-01', endTime: '2026-04-01' })).toEqual({ endTime: 'dateOrder' });
  });

  it('refuses a 10,000-character keyword and over-long fields', () => {
    expect(searchProblems({ keyword: 'x'.repeat(10_000) })).toEqual({ keyword: 'keywordTooLong' });
    expect(searchProblems({ certificateNo: 'CE,'.repeat(100) })).toEqual({ certificateNo: 'textTooLong' });
  });
});

describe('ranges and certificates', () => {
  it('reads ranges from a link and writes them back', () => {
    expect(rangeFromUrl('10-25')).toEqual({ min: 10, max: 25 });
    expect(rangeFromUrl('10-')).toEqual({ min: 10 });
    expect(rangeFromUrl('-2.5')).toEqual({ max: 2.5 });
    expect(rangeFromUrl(12)).toEqual({ min: 12, max: 12 });
    expect(rangeFromUrl('-')).toBeUndefined();
    expect(Number.isNaN(rangeFromUrl('tall')?.min)).toBe(true); // kept, so the form can say what is wrong
    expect(rangeToUrl({ min: 10 })).toBe('10-');
    expect(rangeToUrl({})).toBeUndefined();
  });

  it('splits certificates on commas in any script', () => {
    expect(certificateList(' EN71, CE，ASTM F963、UKCA ; ')).toEqual(['en71', 'ce', 'astm f963', 'ukca']);
  });
});
