import { describe, expect, it } from 'vitest';
import { lastMessagePreviewLength, messagePreview } from '../src/index.js';

const length = (s: string) => Array.from(s).length;

describe('messagePreview', () => {
  it('keeps a message that fits whole, line breaks included', () => {
    expect(messagePreview('Is the logo ready?\nThanks')).toBe('Is the logo ready?\nThanks');
    const exact = 'x'.repeat(lastMessagePreviewLength);
    expect(messagePreview(exact)).toBe(exact);
  });

  it("cuts a longer message at the last word boundary and ends it with '…', within the limit", () => {
    const text = 'Hello there, I would like a logo for my bakery with a warm palette and a hand drawn croissant, please.';
    expect(length(text)).toBeGreaterThan(lastMessagePreviewLength);
    const preview = messagePreview(text);
    expect(preview).toBe('Hello there, I would like a logo for my bakery with a warm palette and a hand drawn croissant,…');
    expect(length(preview)).toBeLessThanOrEqual(lastMessagePreviewLength);
    expect(messagePreview('one two three four', 10)).toBe('one two…');
  });

  it('keeps the last word whole when the limit falls right after it', () => {
    // 'one two' is 7 characters, the 8th a space: nothing of 'two' is lost.
    expect(messagePreview('one two three', 8)).toBe('one two…');
  });

  it('cuts inside a word only when it is a long one (a link), never splitting a character', () => {
    expect(messagePreview('a'.repeat(5000))).toBe(`${'a'.repeat(lastMessagePreviewLength - 1)}…`);
    expect(messagePreview('see https://example.com/a/very/long/path', 20)).toBe('see https://example…');
    const emoji = messagePreview('😀'.repeat(150));
    expect(emoji).toBe(`${'😀'.repeat(lastMessagePreviewLength - 1)}…`);
  });
});
