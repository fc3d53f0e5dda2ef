import type { PatchOp } from './socket';

// Minimal diffs between two JSON states of a channel, and applying them. Both sides use these: the
// gateway diffs its state before and after a change, a client applies the patches to its snapshot.

/** Deepest path a patch carries (see `patchPathSchema`); anything deeper is set whole. */
export const PATCH_MAX_DEPTH = 16;

/** A patch that does not fit the state it is applied to: the client should resync. */
export class PatchConflictError extends Error {
  constructor(
    message: string,
    readonly path: readonly (string | number)[],
  ) {
    super(`${message} at /${path.join('/')}`);
    this.name = 'PatchConflictError';
  }
}

type Path = (string | number)[];
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values; `-0` and `0` differ, as they would after a round trip through a set. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The operations that turn `before` into `after`: objects are compared key by key (a key gone is a
 * `del`), arrays element by element when their lengths match, by appending when `before` is a
 * prefix of `after`, and replaced whole otherwise. Equal states give no operation.
 */
export function diffState(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(before, after, [], ops);
  return ops;
}

function diffInto(before: unknown, after: unknown, path: Path, ops: PatchOp[]): void {
  if (Object.is(before, after)) return;
  const deep = path.length < PATCH_MAX_DEPTH;
  if (deep && isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) ops.push({ op: 'del', path: [...path, key] });
    }
    for (const key of Object.keys(after)) {
      if (Object.hasOwn(before, key)) diffInto(before[key], after[key], [...path, key], ops);
      else ops.push({ op: 'set', path: [...path, key], value: after[key] });
    }
    return;
  }
  if (deep && Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      after.forEach((item, index) => diffInto(before[index], item, [...path, index], ops));
      return;
    }
    if (before.length < after.length && before.every((item, index) => jsonEqual(item, after[index]))) {
      for (let index = before.length; index < after.length; index += 1) {
        ops.push({ op: 'set', path: [...path, index], value: after[index] });
      }
      return;
    }
  }
  if (!jsonEqual(before, after)) ops.push({ op: 'set', path, value: after });
}

/**
 * `state` with the operations applied in order, leaving `state` untouched: only the objects and
 * arrays on the paths of the operations are copied, everything else is shared. Throws a
 * {@link PatchConflictError} when an operation does not fit (a missing parent, an index past the end).
 */
export function applyPatch<T>(state: T, ops: readonly PatchOp[]): T {
  // Containers copied by this call may be written in place by the later operations of the same call.
  const fresh = new WeakSet<object>();
  let root: unknown = state;
  for (const op of ops) {
    if (op.path.length === 0) {
      if (op.op === 'del') throw new PatchConflictError('cannot delete the root', op.path);
      root = op.value;
      continue;
    }
    root = writable(root, fresh, op.path, 0);
    let parent = root as JsonObject | unknown[];
    for (let depth = 0; depth < op.path.length - 1; depth += 1) {
      const key = op.path[depth] as string | number;
      const child = writable(read(parent, key, op.path), fresh, op.path, depth + 1);
      write(parent, key, child, op.path);
      parent = child as JsonObject | unknown[];
    }
    const last = op.path[op.path.length - 1] as string | number;
    if (op.op === 'set') write(parent, last, op.value, op.path);
    else remove(parent, last, op.path);
  }
  return root as T;
}

function writable(node: unknown, fresh: WeakSet<object>, path: readonly (string | number)[], depth: number): unknown {
  if (Array.isArray(node)) {
    if (fresh.has(node)) return node;
    const copy = [...node];
    fresh.add(copy);
    return copy;
  }
  if (isObject(node)) {
    if (fresh.has(node)) return node;
    const copy = { ...node };
    fresh.add(copy);
    return copy;
  }
  throw new PatchConflictError('no object or array', path.slice(0, depth));
}

function read(parent: JsonObject | unknown[], key: string | number, path: readonly (string | number)[]): unknown {
  if (Array.isArray(parent)) {
    if (typeof key !== 'number' || key >= parent.length) throw new PatchConflictError('no such element', path);
    return parent[key];
  }
  const name = String(key);
  if (!Object.hasOwn(parent, name)) throw new PatchConflictError('no such key', path);
  return parent[name];
}

function write(parent: JsonObject | unknown[], key: string | number, value: unknown, path: readonly (string | number)[]) {
  if (Array.isArray(parent)) {
    if (typeof key !== 'number' || key > parent.length) throw new PatchConflictError('index past the end', path);
    parent[key] = value;
    return;
  }
  const name = String(key);
  // A plain assignment to `__proto__` would change the prototype instead of adding a key.
  if (name === '__proto__') Object.defineProperty(parent, name, { value, enumerable: true, writable: true, configurable: true });
  else parent[name] = value;
}

function remove(parent: JsonObject | unknown[], key: string | number, path: readonly (string | number)[]) {
  if (Array.isArray(parent)) {
    if (typeof key !== 'number' || key >= parent.length) throw new PatchConflictError('no such element', path);
    parent.splice(key, 1);
    return;
  }
  delete parent[String(key)];
}
