import type { z } from 'zod';
import { invalidParametersMessage } from './envelope';

// The one input policy every route of the table is held to, before its own schemas read the
// request: text has no control characters and a bounded length, numbers are written in decimal,
// and nesting is shallow. The gateway applies it to the path, the query and the body of each call.

/** Where a value came from: the URL (path and query) or the body. */
export type InputPart = 'url' | 'body';

/** The longest text a field may carry unless its route says otherwise (`RouteEntry.maxTextLength`). */
export const INPUT_TEXT_LIMITS: Readonly<Record<InputPart, number>> = { url: 1_000, body: 10_000 };

/** The deepest nesting of objects and arrays a body may have. */
export const INPUT_MAX_DEPTH = 16;

/** Error of text with a control character (or a broken surrogate pair) in it. */
export const inputControlCharacterMessage = (field: string): string => invalidParametersMessage(`${field}：包含不支持的字符`);
/** Error of text over its limit. */
export const inputTooLongMessage = (field: string, max: number): string => invalidParametersMessage(`${field}：最多${max}个字符`);
/** Error of a number written otherwise than in decimal digits (`0x10`, `1e3`, ` 5`). */
export const inputNotDecimalMessage = (field: string): string => invalidParametersMessage(`${field}：请输入十进制数字`);
/** Error of a body nested deeper than {@link INPUT_MAX_DEPTH}. */
export const INPUT_TOO_DEEP_MESSAGE = invalidParametersMessage(`数据层级不能超过${INPUT_MAX_DEPTH}层`);

// C0 and C1 controls and DEL. Line breaks and tabs are text in a body (a post, a message), never in a URL.
const URL_CONTROL = /\p{Cc}/u;
const BODY_CONTROL = /[^\P{Cc}\t\n\r]/u;
// A half of a surrogate pair without its other half: not text in any encoding the database takes.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Whether a number in a request is written the way people write one: decimal digits, a sign, a point. */
export const isDecimalText = (text: string): boolean => DECIMAL.test(text);

/**
 * Whether JavaScript would read the text as a number (`0x10` as 16, `1e3`, ` 5`, whitespace as 0):
 * those the policy refuses; text that is no number at all is left to the route's own message.
 */
const coercesToNumber = (text: string): boolean => !Number.isNaN(Number(text));

type SchemaDef = {
  type: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};

const defOf = (schema: z.ZodType | undefined): SchemaDef | undefined =>
  (schema as unknown as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;

/**
 * The schema that reads the raw value: wrappers (optional, default, …) are looked through, and of a
 * pipe its input side, unless that is a preprocessing step, whose output side then reads it.
 */
function readerOf(schema: z.ZodType | undefined): SchemaDef | undefined {
  let def = defOf(schema);
  for (let step = 0; def && step < 16; step += 1) {
    if (def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe') def = defOf(defOf(def.in)?.type === 'transform' ? def.out : def.in);
    else return def;
  }
  return def;
}

export type InputPolicy = { part: InputPart; maxTextLength: number };

/**
 * The first way `value` breaks the input policy, as the message to answer with, or undefined when it
 * keeps it. `schema` is the route's schema of that part: it tells which fields are numbers.
 */
export function inputViolation(value: unknown, schema: z.ZodType | undefined, policy: InputPolicy): string | undefined {
  const control = policy.part === 'url' ? URL_CONTROL : BODY_CONTROL;
  const visit = (item: unknown, reader: SchemaDef | undefined, field: string, depth: number): string | undefined => {
    if (typeof item === 'string') {
      const name = field || '请求';
      if (control.test(item) || LONE_SURROGATE.test(item)) return inputControlCharacterMessage(name);
      if (item.length > policy.maxTextLength) return inputTooLongMessage(name, policy.maxTextLength);
      if (reader?.type === 'number' && reader.coerce && item !== '' && !isDecimalText(item) && coercesToNumber(item)) return inputNotDecimalMessage(name);
      return undefined;
    }
    if (item === null || typeof item !== 'object') return undefined;
    if (depth >= INPUT_MAX_DEPTH) return INPUT_TOO_DEEP_MESSAGE;
    if (Array.isArray(item)) {
      const elementReader = reader?.type === 'array' ? readerOf(reader.element) : reader;
      for (const [index, element] of item.entries()) {
        const found = visit(element, elementReader, `${field}[${index}]`, depth + 1);
        if (found) return found;
      }
      return undefined;
    }
    for (const [key, element] of Object.entries(item)) {
      const name = field ? `${field}.${key}` : key;
      const keyFound = visit(key, undefined, name, depth + 1);
      if (keyFound) return keyFound;
      const found = visit(element, reader?.type === 'object' ? readerOf(reader.shape?.[key]) : undefined, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(value, readerOf(schema), '', 0);
}
