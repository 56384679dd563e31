import { ImportError } from './bundle.js';

/** Bounds on the shape of an uploaded JSON document, checked before it is parsed into objects. */
export const JSON_BOUNDS = {
  /** Nesting levels of the whole document (an export nests about 8; free-form data a few more). */
  maxDepth: 48,
  /** Values (objects, arrays, strings, numbers, literals) in the whole document. */
  maxValues: 5_000_000,
  /** Values inside one free-form field (an assessment's data, a module's input…). */
  maxFieldValues: 20_000,
  /** Characters of strings (keys too) inside one free-form field. */
  maxFieldChars: 512 * 1024,
} as const;

/** Fields whose contents the export schema does not spell out: each is held to the field bounds. */
const FREE_FORM = new Set(['data', 'input', 'examples', 'example_sentences', 'tags']);

type Bounds = { [K in keyof typeof JSON_BOUNDS]: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/** The index of the quote that closes the string opened at `open` (-1 when it never closes). */
function stringEnd(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at >= 0) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/**
 * One linear pass over the text that refuses a document nested too deep, with too many values, or with a
 * free-form field holding too much — before JSON.parse builds a single object, so 30 MB of `{}` in one
 * field costs a scan, not gigabytes. Syntax is left to JSON.parse (this only counts); every refusal
 * names the line.
 */
export function checkJsonBounds(text: string, file: string, bounds: Bounds = JSON_BOUNDS): void {
  // For each open container: whether it is an object (keys then values) or an array.
  const objects: boolean[] = [];
  let line = 1;
  let values = 0;
  let lastKey = '';
  let expectKey = false;
  // The free-form field being read: the depth its value opened at (-1 when none), its counts.
  let fieldDepth = -1;
  let fieldName = '';
  let fieldValues = 0;
  let fieldChars = 0;
  const fail = (message: string): never => {
    throw new ImportError(message, file, line);
  };
  const value = () => {
    if (++values > bounds.maxValues) fail(`more than ${bounds.maxValues} values in the file`);
    if (fieldDepth >= 0) {
      if (++fieldValues > bounds.maxFieldValues)
        fail(`the field "${fieldName}" holds more than ${bounds.maxFieldValues} values`);
    } else if (objects.length >= 2 && objects[objects.length - 1] && FREE_FORM.has(lastKey)) {
      // A free-form field's value starts here (records sit at depth 2 and deeper).
      fieldDepth = objects.length;
      fieldName = lastKey;
      fieldValues = 1;
      fieldChars = 0;
    }
  };
  const chars = (n: number) => {
    if (fieldDepth >= 0 && (fieldChars += n) > bounds.maxFieldChars)
      fail(`the field "${fieldName}" holds more than ${bounds.maxFieldChars} characters`);
  };
  const endField = () => {
    if (fieldDepth === objects.length) fieldDepth = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    switch (c) {
      case NEWLINE:
        line++;
        break;
      case QUOTE: {
        const end = stringEnd(text, i);
        if (end < 0) return; // unterminated: JSON.parse names it
        if (expectKey) {
          chars(end - i - 1);
          lastKey = end - i - 1 <= 20 ? text.slice(i + 1, end) : '';
          expectKey = false;
        } else {
          value();
          chars(end - i - 1);
          endField();
        }
        i = end;
        break;
      }
      case 0x7b: // {
      case 0x5b: // [
        value();
        objects.push(c === 0x7b);
        if (objects.length > bounds.maxDepth) fail(`nested deeper than ${bounds.maxDepth} levels`);
        expectKey = c === 0x7b;
        break;
      case 0x7d: // }
      case 0x5d: // ]
        objects.pop();
        endField();
        expectKey = false;
        break;
      case 0x2c: // ,
        expectKey = objects[objects.length - 1] === true;
        break;
      case 0x3a: // :
      case 0x20:
      case 0x09:
      case 0x0d:
        break;
      default: {
        // A number or a literal: one value, whatever its length.
        value();
        let j = i + 1;
        while (j < text.length && !isDelimiter(text.charCodeAt(j))) j++;
        chars(j - i);
        endField();
        i = j - 1;
      }
    }
  }
}

function isDelimiter(c: number): boolean {
  return c === 0x2c || c === 0x7d || c === 0x5d || c === 0x20 || c === NEWLINE || c === 0x0d || c === 0x09;
}
