import { expect, test } from '../fixtures.js';

/** What a crawler or a link preview reads: no script runs, only the HTML and the site's files. */
test('a crawler finds the gigs and sellers through robots.txt and the sitemap, and each page states its address and card', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(await robots.text())?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const index = await (await request.get(new URL(sitemapUrl!).pathname)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files[0]).toBe('/sitemaps/pages.xml');
  const gigFile = files.find((f) => f.startsWith('/sitemaps/gigs-'));
  const sellerFile = files.find((f) => f.startsWith('/sitemaps/sellers-'));
  expect(gigFile && sellerFile).toBeTruthy();

  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toContain('/about</loc>');
  expect(pages).toContain('/gigs?cat=graphic_design01</loc>');

  // The first gig of the first file: its page answers with its own title, canonical address and card.
  const gigs = await (await request.get(gigFile!)).text();
  const gigUrl = /<loc>([^<]+)<\/loc>/.exec(gigs)![1];
  const gigPath = new URL(gigUrl).pathname;
  const { title } = (await (await request.get(`/api/gigs/single/${gigPath.split('/').pop()}`)).json()) as { title: string };
  const gigPage = await request.get(`${gigPath}?utm_source=share`);
  expect(gigPage.status()).toBe(200);
  const html = await gigPage.text();
  expect(html).toContain(`<link rel="canonical" href="${gigUrl}" />`);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/api\/files\/[0-9a-f-]{36}" \/>/);
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);

  const sellers = await (await request.get(sellerFile!)).text();
  const sellerPath = new URL(/<loc>([^<]+)<\/loc>/.exec(sellers)![1]).pathname;
  const sellerPage = await request.get(sellerPath);
  expect(sellerPage.status()).toBe(200);
  expect(await sellerPage.text()).toMatch(/<title>[^<]+'s profile/);
});

test('a gig or seller that does not exist answers 404, and the browser shows the not-found page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of (404|400)/);
  for (const path of ['/gigs/00000000-0000-7000-8000-000000000000', '/users/00000000-0000-4000-8000-000000000000', '/users/nobody']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/ })).toBeVisible();
  }
});
