import { describe, expect, it } from 'vitest';
import { categories, categoryIds, contactSchema, loginSchema, sampleTasks } from '../src/index.js';

/** The first message per field, as a form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('loginSchema (SPEC 5)', () => {
  it('requires a username and a password of at least 5 characters', () => {
    expect(messages(loginSchema.safeParse({ username: '', password: '' }))).toEqual({ username: 'Required', password: 'Required' });
    expect(messages(loginSchema.safeParse({ username: 'ali', password: '1234' }))).toEqual({ password: 'Password must be at least 5 characters long' });
    expect(loginSchema.parse({ username: ' ali ', password: '12345' })).toEqual({ username: 'ali', password: '12345' });
  });

  it('rejects unknown fields', () => {
    expect(loginSchema.safeParse({ username: 'ali', password: '12345', isAdmin: true }).success).toBe(false);
  });
});

describe('contactSchema', () => {
  it('requires every field and a valid e-mail', () => {
    expect(messages(contactSchema.safeParse({ name: '', email: 'x', phone: '', message: '' }))).toEqual({
      name: 'Required',
      email: 'Invalid Email',
      phone: 'Required',
      message: 'Required',
    });
  });

  it('accepts international phone formats and refuses letters', () => {
    const base = { name: 'A', email: 'a@b.co', message: 'hi' };
    expect(contactSchema.safeParse({ ...base, phone: '+92 (300) 123-4567' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, phone: 'call me' }).success).toBe(false);
  });
});

describe('constants (SPEC 1 and 9)', () => {
  it('has the ten categories in order and nine sample tasks', () => {
    expect(categoryIds).toEqual([
      'graphic_design01',
      'digital_marketing02',
      'writing_translation03',
      'video_animation04',
      'music_audio05',
      'programming_tech',
      'business07',
      'lifestyle08',
      'data09',
      'photography',
    ]);
    expect(categories[5].title).toBe('Programming & Tech');
    expect(sampleTasks).toHaveLength(9);
  });
});
