import * as z from 'zod';
import { isoDateTimeSchema, keySchema, paged, websiteInputSchema } from './common';

describe('paged', () => {
  const schema = paged(z.object({ id: z.string() }));

  it('accepts a page of items', () => {
    const page = { docs: [{ id: 'a' }], total: 31, page: 2, pageSize: 30 };
    expect(schema.parse(page)).toEqual(page);
  });

  it('validates the items and the paging numbers', () => {
    expect(schema.safeParse({ docs: [{ id: 1 }], total: 1, page: 1, pageSize: 1 }).success).toBe(false);
    expect(schema.safeParse({ docs: [], total: 0, page: 0, pageSize: 10 }).success).toBe(false);
  });
});

describe('websiteInputSchema', () => {
  it('adds http:// to a bare domain and keeps https', () => {
    expect(websiteInputSchema.parse(' acme.dk ')).toBe('http://acme.dk');
    expect(websiteInputSchema.parse('https://acme.dk')).toBe('https://acme.dk');
  });

  it('keeps an empty website empty', () => {
    expect(websiteInputSchema.parse('')).toBe('');
  });

  it('rejects text that is no address', () => {
    const result = websiteInputSchema.safeParse('not a website');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid website address');
  });

  it('never stores a script URL as a link: it is refused, or made an http address', () => {
    for (const hostile of ['javascript:window.__xss=1', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'javascript://x%0aalert(1)']) {
      const result = websiteInputSchema.safeParse(hostile);
      expect(result.success ? result.data : 'refused').toMatch(/^(refused$|http:\/\/)/);
    }
    expect(websiteInputSchema.safeParse('javascript:window.__xss=1').success).toBe(false);
  });
});

describe('isoDateTimeSchema', () => {
  it('accepts UTC and offset date-times only', () => {
    expect(isoDateTimeSchema.safeParse('2026-03-05T10:00:00.000Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-03-05T10:00:00+01:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-03-05').success).toBe(false);
  });
});

describe('keySchema', () => {
  it('allows lower-case slugs only', () => {
    expect(keySchema.safeParse('acme-robotics-2').success).toBe(true);
    for (const bad of ['Acme', 'acme--x', '-acme', 'acme_x', '']) expect(keySchema.safeParse(bad).success).toBe(false);
  });
});
