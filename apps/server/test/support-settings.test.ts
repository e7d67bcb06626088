import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supportContactElementId, supportMarkers } from '@market/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser } from './helpers/factories.js';
import { startMailCatcher } from './helpers/mail-catcher.js';
import { until } from './helpers/until.js';

/**
 * The SUPPORT_* settings reach every place that names support: the pages prerendered at build (which
 * carry markers the server fills in), the JSON the web app renders from, and every e-mail.
 */

const settings = { SUPPORT_EMAIL: 'help@desk.example', SUPPORT_PHONE: '+44 20 7946 0000', SUPPORT_WHATSAPP: '+92 333 1234567', SUPPORT_HOURS: 'Every day, 8:00 to 22:00 <PKT> & "holidays"' };

// A built web app in miniature: the shell, and a contact page prerendered with the markers as text and links.
const shell = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
const contactPage =
  `<!doctype html><html><head><title>Contact</title></head><body><div id="root"><main>` +
  `<a href="${supportMarkers.emailHref}">${supportMarkers.email}</a><a href="${supportMarkers.phoneHref}">${supportMarkers.phone}</a>` +
  `<a href="${supportMarkers.whatsappHref}">${supportMarkers.whatsapp}</a><p>${supportMarkers.hours}</p></main></div></body></html>`;

let t: TestContext;
let webRoot: string;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'market-support-'));
  writeFileSync(join(webRoot, 'index.html'), shell);
  mkdirSync(join(webRoot, 'pages'));
  writeFileSync(join(webRoot, 'pages', 'contact.html'), contactPage);
  mail = await startMailCatcher();
  t = await createTestApp({ ...settings, SMTP_URL: mail.url, JOBS_POLL_SECONDS: '0.1' }, { webRoot });
});
afterAll(async () => {
  await t.close();
  await mail.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const embedded = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${supportContactElementId}">([^<]*)</script>`).exec(html)![1]) as Record<string, string>;

describe('the SUPPORT_* settings', () => {
  it('default to the demo\'s details, take overrides and refuse what is not an address or a number', () => {
    expect(loadConfig({}).support).toEqual({ email: 'support@kaamkar.pk', phone: '+92 42 3520 0415', whatsapp: '+92 300 3520415', hours: 'Monday to Saturday, 9:00 to 18:00 PKT' });
    expect(loadConfig(settings).support).toEqual({ email: 'help@desk.example', phone: '+44 20 7946 0000', whatsapp: '+92 333 1234567', hours: settings.SUPPORT_HOURS });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL: must be an e-mail address/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP: '0300 1234567' })).toThrow(/SUPPORT_WHATSAPP: must be a WhatsApp mobile number in international form/);
    expect(() => loadConfig({ SUPPORT_HOURS: 'x' })).toThrow(/SUPPORT_HOURS/);
  });

  it('fill the prerendered page: each marker becomes its value, escaped, and the links open what they say', async () => {
    const res = await t.app.inject({ url: '/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/__SUPPORT_[A-Z_]+__/);
    expect(res.body).toContain('<a href="mailto:help@desk.example">help@desk.example</a>');
    expect(res.body).toContain('<a href="tel:+442079460000">+44 20 7946 0000</a>');
    expect(res.body).toContain('<a href="https://wa.me/923331234567">+92 333 1234567</a>');
    expect(res.body).toContain('<p>Every day, 8:00 to 22:00 &lt;PKT&gt; &amp; &quot;holidays&quot;</p>');
  });

  it('reach the web app as JSON on every page, the shell too, so it renders and hydrates with the same values', async () => {
    for (const url of ['/contact', '/signin', '/dashboard/tasks/1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(embedded(res.body), url).toEqual({
        email: 'help@desk.example',
        phone: '+44 20 7946 0000',
        whatsapp: '+92 333 1234567',
        hours: settings.SUPPORT_HOURS,
        emailHref: 'mailto:help@desk.example',
        phoneHref: 'tel:+442079460000',
        whatsappHref: 'https://wa.me/923331234567',
      });
    }
  });

  it('close every e-mail, in its HTML and its text', async () => {
    const { user } = await createUser(t.db, 'user', { email: 'support-reader@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode, res.body).toBe(202);
    await until(() => mail.to(user.email).length > 0, 10_000, 'the reset e-mail');
    const [sent] = mail.to(user.email);
    const line = 'Questions? Write to help@desk.example, call +44 20 7946 0000 or message us on WhatsApp at +92 333 1234567';
    expect(sent.text).toContain(`${line} (${settings.SUPPORT_HOURS}).`);
    expect(sent.html).toContain(`${line} (Every day, 8:00 to 22:00 &lt;PKT&gt; &amp; &quot;holidays&quot;).`);
  });
});
