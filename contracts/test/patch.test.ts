import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATCH_MAX_DEPTH, PatchConflictError, applyPatch, diffState, jsonEqual, patchOpSchema } from '../src/index';

const json = fc.jsonValue({ maxDepth: 5 });
// Small key and value alphabets so that arbitrary states share keys and elements often.
const nearby = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(0, 1, 2, 'a', 'b', true, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', '__proto__'), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('diffState', () => {
  it('gives no operation for equal states', () => {
    expect(diffState({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('sets only the changed leaf of nested objects', () => {
    const before = { matches: { '1': { homeScore: 0, awayScore: 0 }, '2': { homeScore: 1, awayScore: 1 } } };
    const after = { matches: { '1': { homeScore: 1, awayScore: 0 }, '2': { homeScore: 1, awayScore: 1 } } };
    expect(diffState(before, after)).toEqual([{ op: 'set', path: ['matches', '1', 'homeScore'], value: 1 }]);
  });

  it('deletes keys that are gone and sets new ones', () => {
    expect(diffState({ a: 1, b: 2 }, { b: 2, c: 3 })).toEqual([
      { op: 'del', path: ['a'] },
      { op: 'set', path: ['c'], value: 3 },
    ]);
  });

  it('appends to an array that grew from a prefix', () => {
    expect(diffState({ incidents: [{ id: 'a' }] }, { incidents: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] })).toEqual([
      { op: 'set', path: ['incidents', 1], value: { id: 'b' } },
      { op: 'set', path: ['incidents', 2], value: { id: 'c' } },
    ]);
  });

  it('diffs arrays of the same length element by element', () => {
    expect(diffState([[1, 2], [3, 4]], [[1, 2], [3, 5]])).toEqual([{ op: 'set', path: [1, 1], value: 5 }]);
  });

  it('replaces an array that shrank or changed before its end', () => {
    expect(diffState({ a: [1, 2, 3] }, { a: [1, 2] })).toEqual([{ op: 'set', path: ['a'], value: [1, 2] }]);
    expect(diffState({ a: [1, 2] }, { a: [0, 2, 3] })).toEqual([{ op: 'set', path: ['a'], value: [0, 2, 3] }]);
  });

  it('replaces a value that changed type, and the root', () => {
    expect(diffState({ a: [1] }, { a: { 0: 1 } })).toEqual([{ op: 'set', path: ['a'], value: { 0: 1 } }]);
    expect(diffState(1, 'x')).toEqual([{ op: 'set', path: [], value: 'x' }]);
  });

  it('keeps every path within the schema depth', () => {
    let before: unknown = 1;
    let after: unknown = 2;
    for (let depth = 0; depth < PATCH_MAX_DEPTH + 4; depth += 1) {
      before = { k: before };
      after = { k: after };
    }
    const ops = diffState(before, after);
    expect(ops).toHaveLength(1);
    expect(ops[0]?.path).toHaveLength(PATCH_MAX_DEPTH);
    expect(patchOpSchema.safeParse(ops[0]).success).toBe(true);
    expect(applyPatch(before, ops)).toEqual(after);
  });
});

describe('applyPatch', () => {
  it('leaves the state untouched and shares what did not change', () => {
    const before = { matches: { '1': { score: [0, 0] }, '2': { score: [1, 1] } }, issueNum: null };
    const after = applyPatch(before, [{ op: 'set', path: ['matches', '1', 'score', 0], value: 1 }]);
    expect(after).toEqual({ matches: { '1': { score: [1, 0] }, '2': { score: [1, 1] } }, issueNum: null });
    expect(before.matches['1'].score).toEqual([0, 0]);
    expect(after.matches['2']).toBe(before.matches['2']);
  });

  it('applies several operations on the same parent', () => {
    const after = applyPatch({ a: { b: 1 } }, [
      { op: 'set', path: ['a', 'c'], value: 2 },
      { op: 'set', path: ['a', 'd'], value: 3 },
      { op: 'del', path: ['a', 'b'] },
    ]);
    expect(after).toEqual({ a: { c: 2, d: 3 } });
  });

  it('sets a key named __proto__ as an own key', () => {
    const after = applyPatch<Record<string, unknown>>({}, [{ op: 'set', path: ['__proto__'], value: { polluted: true } }]);
    expect(Object.hasOwn(after, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(after)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an operation that does not fit the state', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'set', path: ['b', 'c'], value: 1 }])).toThrow(PatchConflictError);
    expect(() => applyPatch({ a: [] }, [{ op: 'set', path: ['a', 3], value: 1 }])).toThrow(PatchConflictError);
    expect(() => applyPatch({ a: 1 }, [{ op: 'set', path: ['a', 'b'], value: 1 }])).toThrow(PatchConflictError);
    expect(() => applyPatch({ a: 1 }, [{ op: 'del', path: [] }])).toThrow(PatchConflictError);
  });
});

describe('diffState and applyPatch together', () => {
  it('turn any JSON state into any other', () => {
    fc.assert(
      fc.property(json, json, (before, after) => {
        const result = applyPatch(before, diffState(before, after));
        expect(jsonEqual(result, after)).toBe(true);
        expect(result).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('turn states that share structure into one another, without touching the first', () => {
    fc.assert(
      fc.property(nearby, nearby, (before, after) => {
        const frozen = JSON.parse(JSON.stringify(before)) as unknown;
        expect(applyPatch(before, diffState(before, after))).toEqual(after);
        expect(before).toEqual(frozen);
      }),
      { numRuns: 1000 },
    );
  });

  it('chain along a sequence of states from the first to the last', () => {
    fc.assert(
      fc.property(fc.array(nearby, { minLength: 1, maxLength: 8 }), (states) => {
        let state = states[0];
        for (let index = 1; index < states.length; index += 1) {
          state = applyPatch(state, diffState(states[index - 1], states[index]));
        }
        expect(state).toEqual(states[states.length - 1]);
      }),
      { numRuns: 500 },
    );
  });

  it('emit only operations that pass the socket schema', () => {
    fc.assert(
      fc.property(nearby, nearby, (before, after) => {
        for (const op of diffState(before, after)) expect(patchOpSchema.safeParse(op).success).toBe(true);
      }),
    );
  });
});
