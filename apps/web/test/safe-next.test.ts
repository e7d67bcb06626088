import { describe, expect, it } from 'vitest';
import { joinPath, safeNext } from '../src/lib/safe-next';

describe('safeNext: a return path is followed only within the site', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNext('/pay/0190b2c4-1234')).toBe('/pay/0190b2c4-1234');
    expect(safeNext('/messages?to=abc')).toBe('/messages?to=abc');
  });

  it('refuses another origin, however it is written', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'pay/1', '', null, undefined]) {
      expect(safeNext(value), String(value)).toBeNull();
    }
  });
});

describe('joinPath: /join carrying where the visitor was going', () => {
  it('adds a same-site path as next, encoded', () => {
    expect(joinPath('/pay/42')).toBe('/join?next=%2Fpay%2F42');
    expect(joinPath('/messages?to=a&b=c')).toBe('/join?next=%2Fmessages%3Fto%3Da%26b%3Dc');
  });

  it('is plain /join without one, or with a foreign one', () => {
    expect(joinPath(null)).toBe('/join');
    expect(joinPath('//evil.example')).toBe('/join');
  });
});
