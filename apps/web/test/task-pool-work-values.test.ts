import { describe, expect, it } from 'vitest';
import { formatCountdown, inputValueKind } from '../src/features/task-pools/work-values';

describe('formatCountdown', () => {
  it('writes minutes and seconds, two digits each, counting whole seconds up', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(9_000)).toBe('00:09');
    expect(formatCountdown(1)).toBe('00:01');
  });

  it('stops at 00:00 and lets the minutes pass 99', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(240 * 60_000)).toBe('240:00');
  });
});

describe('inputValueKind', () => {
  it('shows http(s) addresses as links, and as images when the path ends in an image extension', () => {
    expect(inputValueKind('https://example.com/page')).toBe('link');
    expect(inputValueKind('http://example.com/a/photo.JPG')).toBe('image');
    expect(inputValueKind('https://cdn.example.com/p.webp?size=large')).toBe('image');
    expect(inputValueKind('https://example.com/photo.png.html')).toBe('link');
  });

  it('keeps anything else as text', () => {
    expect(inputValueKind('a red car')).toBe('text');
    expect(inputValueKind('ftp://example.com/photo.png')).toBe('text');
    expect(inputValueKind('javascript:alert(1)')).toBe('text');
    expect(inputValueKind('see https://example.com')).toBe('text');
    expect(inputValueKind('photo.png')).toBe('text');
  });
});
