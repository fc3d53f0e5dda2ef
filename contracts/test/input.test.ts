import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  INPUT_MAX_DEPTH,
  INPUT_TOO_DEEP_MESSAGE,
  inputControlCharacterMessage,
  inputNotDecimalMessage,
  inputTooLongMessage,
  inputViolation,
} from '../src/input';
import { getQuery, idParamsSchema, queryInt } from '../src/routes/define';

const url = { part: 'url', maxTextLength: 20 } as const;
const body = { part: 'body', maxTextLength: 20 } as const;

describe('the input policy', () => {
  const query = getQuery({ word: z.string().optional(), page: queryInt({ min: 1, max: 9, fallback: 1 }) });

  it('keeps ordinary text and decimal numbers', () => {
    expect(inputViolation({ word: '曼联 vs 利物浦', page: '3' }, query, url)).toBeUndefined();
    expect(inputViolation({ id: '12' }, idParamsSchema, url)).toBeUndefined();
    expect(inputViolation({ content: '第一行\n第二行\t完' }, z.object({ content: z.string() }), body)).toBeUndefined();
    expect(inputViolation({ count: '-1.5' }, z.object({ count: z.coerce.number() }), body)).toBeUndefined();
  });

  it('refuses NUL and other control characters, and broken surrogate pairs', () => {
    expect(inputViolation({ word: 'a\u0000b' }, query, url)).toBe(inputControlCharacterMessage('word'));
    expect(inputViolation({ word: 'a\u009bb' }, query, url)).toBe(inputControlCharacterMessage('word'));
    expect(inputViolation({ word: 'a\nb' }, query, url)).toBe(inputControlCharacterMessage('word'));
    expect(inputViolation({ text: 'a\ud800b' }, undefined, body)).toBe(inputControlCharacterMessage('text'));
    expect(inputViolation({ ['k\u0000']: 'v' }, undefined, body)).toBe(inputControlCharacterMessage('k\u0000'));
  });

  it('refuses text over its limit', () => {
    expect(inputViolation({ word: 'x'.repeat(21) }, query, url)).toBe(inputTooLongMessage('word', 20));
    expect(inputViolation({ list: ['ok', 'y'.repeat(21)] }, undefined, body)).toBe(inputTooLongMessage('list[1]', 20));
  });

  it('refuses numbers written in hex, octal, binary, exponent or with spaces', () => {
    for (const written of ['0x10', '0o7', '0b1', '1e3', ' 5', '5 ', ' ', 'Infinity', '+5'])
      expect(inputViolation({ page: written }, query, url), written).toBe(inputNotDecimalMessage('page'));
    expect(inputViolation({ id: '0x10' }, idParamsSchema, url)).toBe(inputNotDecimalMessage('id'));
    const gifts = z.object({ count: z.coerce.number().int().pipe(z.literal([1, 10])).default(1) });
    expect(inputViolation({ count: '0x10' }, gifts, body)).toBe(inputNotDecimalMessage('count'));
    const nested = z.object({ items: z.array(z.object({ n: z.coerce.number() })) });
    expect(inputViolation({ items: [{ n: '1' }, { n: '1e1' }] }, nested, body)).toBe(inputNotDecimalMessage('items[1].n'));
  });

  it('leaves text fields that happen to look like hex alone, and a number field of no number to its own schema', () => {
    expect(inputViolation({ word: '0x10' }, query, url)).toBeUndefined();
    expect(inputViolation({ id: 'abc' }, idParamsSchema, url)).toBeUndefined();
  });

  it('refuses bodies nested too deep', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < INPUT_MAX_DEPTH + 1; level += 1) deep = [deep];
    expect(inputViolation(deep, undefined, body)).toBe(INPUT_TOO_DEEP_MESSAGE);
  });
});
