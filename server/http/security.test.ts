import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkJsonBody, isWellFormedText } from './security';

/** The AppError checkJsonBody throws for a body, or null when it accepts it. */
function problemOf(body: unknown): AppError | null {
  try {
    checkJsonBody(body);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const SAMPLES = [
  'plain',
  '',
  'Ça coûte 12 000 $',
  '\ud83d\ude97 emoji as a pair',
  '\ud800',
  '\ud800x',
  'x\udfff',
  '\ude97\ud83d', // a pair in the wrong order: two lone halves
  '\ud83d\ud83d\ude97', // one lone high half, then a pair
];

describe('isWellFormedText', () => {
  it('agrees with String.prototype.isWellFormed on pairs, lone halves and reversed pairs', () => {
    for (const text of SAMPLES) {
      const native = (text as string & { isWellFormed(): boolean }).isWellFormed();
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(native);
    }
    expect(SAMPLES.filter(isWellFormedText)).toEqual(SAMPLES.slice(0, 4));
  });
});

describe('checkJsonBody', () => {
  it('accepts ordinary text, emoji written as a surrogate pair, numbers and nulls', () => {
    expect(
      problemOf(JSON.parse('{"a":"\\ud83d\\ude97","b":[1,null,true],"c":{"d":"é"}}')),
    ).toBeNull();
  });

  it('refuses a lone surrogate in a string, naming the field, however deep', () => {
    const top = problemOf(JSON.parse('{"firstName":"\\ud800x"}'));
    expect(top?.status).toBe(400);
    expect(top?.message).toBe('Text must be valid Unicode (no unpaired surrogates)');
    expect(top?.details).toEqual({ firstName: [top!.message] });

    expect(problemOf(JSON.parse('{"photos":["ok","\\udc00"]}'))?.details).toEqual({
      'photos.1': [top!.message],
    });
    expect(problemOf(JSON.parse('{"a":{"b":{"c":"x\\udfff"}}}'))?.details).toEqual({
      'a.b.c': [top!.message],
    });
    expect(problemOf(['\ude97\ud83d'])?.details).toEqual({ '0': [expect.any(String)] });
    expect(problemOf('\ud800')?.details).toEqual({ _: [expect.any(String)] });
  });

  it('refuses a lone surrogate or a NUL in a key, naming the object that holds it', () => {
    expect(problemOf(JSON.parse('{"\\ud800":1}'))?.details).toEqual({
      _: ['Text must be valid Unicode (no unpaired surrogates)'],
    });
    expect(problemOf({ outer: { 'a\0b': 1 } })?.details).toEqual({
      outer: ['Text must not contain NUL bytes'],
    });
  });

  it('refuses a NUL byte in a string with its own message', () => {
    expect(problemOf({ message: 'hello\0world' })?.details).toEqual({
      message: ['Text must not contain NUL bytes'],
    });
  });

  it('refuses nesting deeper than 32 levels without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(problemOf(deep)?.message).toBe('Request body is nested too deeply');
    let ok: unknown = 'leaf';
    for (let i = 0; i < 31; i++) ok = { a: ok };
    expect(problemOf(ok)).toBeNull();
  });
});
