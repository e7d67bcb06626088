import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

type ListedGig = { _id: string; title: string; price: number; images: string[]; userId: string; seller: { username: string } };

// A small blue PNG: the server re-encodes every upload, so any real image will do.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVR4nO2SAQkAURSDVsZkF98SF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPCC9+0zhDb3cAAAAASUVORK5CYII=',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

async function firstSearchHit(request: APIRequestContext, search: string, minImages: number): Promise<ListedGig> {
  const res = await request.get(`/api/gigs?search=${encodeURIComponent(search)}&limit=100`);
  const { gigs } = (await res.json()) as { gigs: ListedGig[] };
  const gig = gigs.find((g) => g.images.length >= minImages);
  if (!gig) throw new Error(`no "${search}" gig with ${minImages} images in the demo content`);
  return gig;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('buyer: search from home, filter and sort, open a gig, browse pictures, review it', async ({ page, allowConsoleErrors: _ }) => {
  const target = await firstSearchHit(page.request, 'logo desig', 2);

  await page.goto('/');
  await page.getByPlaceholder('Try "building mobile app"').fill('logo desig');
  await page.getByPlaceholder('Try "building mobile app"').press('Enter');
  await expect(page).toHaveURL(/\/gigs\?search=logo(\+|%20)desig$/);
  await expect(page.getByRole('heading', { name: 'Results for "logo desig"' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Gigs' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  await page.getByLabel('Minimum budget in dollars').fill(String(target.price));
  await page.getByLabel('Maximum budget in dollars').fill(String(target.price));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`min=${target.price}&max=${target.price}`));
  // Wait for the sorted answer itself: the cards of an earlier answer may still be on screen.
  const sorted = page.waitForResponse((res) => res.url().includes('/api/gigs?') && res.url().includes('sort=createdAt'));
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/sort=createdAt/);
  const { gigs: shown } = (await (await sorted).json()) as { gigs: ListedGig[] };
  expect(shown.length).toBeGreaterThan(0);
  await expect(cards.getByText(/^\$\d+$/)).toHaveText(shown.map(() => `$${target.price}`));

  // A budget nothing fits.
  await page.getByLabel('Minimum budget in dollars').fill('99999');
  await page.getByLabel('Maximum budget in dollars').fill('99999');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Oops!🤷♂️ No Result')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Minimum budget in dollars')).toHaveValue(String(target.price));

  await page.locator(`a[href="/gigs/${target._id}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByRole('link', { name: 'Continue' }).first()).toHaveAttribute('href', `/pay/${target._id}`);

  const carousel = page.getByRole('region', { name: `Pictures of ${target.title}` });
  const count = target.images.length;
  await expect(carousel.getByText(`1 / ${count}`)).toBeVisible();
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText(`2 / ${count}`)).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous picture' }).click();
  await expect(carousel.getByText(`1 / ${count}`)).toBeVisible();
  const box = (await carousel.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(carousel.getByText(`2 / ${count}`)).toBeVisible();

  // The verified worker never reviews in the demo content.
  const worker = demoAccount('demo_worker');
  await signInWithModal(page, worker.username, worker.password);
  const form = page.getByRole('form', { name: 'Add a review' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Required')).toHaveCount(2);
  await form.getByLabel('Your review').fill('Clear communication and a logo we love.');
  await form.getByLabel('Stars').selectOption('4');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks for your Review!😊')).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem').first()).toContainText(worker.username);
  await expect(reviews.getByRole('listitem').first()).toContainText('Clear communication and a logo we love.');
  await expect(reviews.getByRole('listitem').first()).toContainText(/Reviewed on \S.*\d{4}/);
  // One review per gig: the form gives way to a line saying so, now and on a later visit.
  await expect(form).toBeHidden();
  await expect(page.getByText('You have reviewed this gig.')).toBeVisible();
  await page.reload();
  await expect(reviews.getByRole('listitem').first()).toContainText(worker.username);
  await expect(page.getByText('You have reviewed this gig.')).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('seller: adds a gig with two images, finds it in My gigs and the list, edits and deletes it', async ({ page, allowConsoleErrors }) => {
  // The unreadable picture is refused on purpose.
  allowConsoleErrors(/status of (400|413|415|422)/);
  const seller = demoAccount('ayesha_designs');
  await page.goto('/');
  await signInWithModal(page, seller.username, seller.password);
  await page.goto('/myGigs');
  await page.getByRole('link', { name: 'Add New Gig' }).click();
  await expect(page).toHaveURL(/\/add$/);
  // My gigs stays until the form's code is loaded, and its Delete buttons name gigs that "create".
  await expect(page.getByRole('heading', { name: 'Add New Gig' })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('Cover: Required')).toBeVisible();

  // The ten home categories, and nothing else.
  const category = page.getByLabel('Category');
  await expect(category.locator('option')).toHaveText([
    'Graphics & Design',
    'Digital Marketing',
    'Writing & Translation',
    'Video & Animation',
    'Music & Audio',
    'Programming & Tech',
    'Business',
    'Lifestyle',
    'Data',
    'Photography',
  ]);

  // A file that is not a picture, or one the server cannot read, is not kept in the input: the reason shows instead.
  const cover = page.getByLabel('Cover Image');
  await cover.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('notes.txt was not added: Please select an image file')).toBeVisible();
  await expect(cover).toHaveValue('');
  await cover.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('no picture in here') });
  await expect(page.getByText(/^broken\.png was not added: /)).toBeVisible();
  await expect(cover).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Cover' })).toHaveCount(0);

  // A chosen picture is sent at once: it never reads 'Required', even when Create is pressed right away.
  await cover.setInputFiles(image('cover.png'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('img', { name: 'Cover' })).toBeVisible();
  await expect(page.getByText('Cover: Required')).toHaveCount(0);
  await expect(page.getByText('broken.png was not added', { exact: false })).toHaveCount(0);

  const title = 'I will paint a zephyrine watercolour portrait';
  await page.getByLabel('Title', { exact: true }).fill(title);
  await category.selectOption({ label: 'Graphics & Design' });
  await page.getByLabel('Upload Images').setInputFiles([image('one.png'), image('two.png')]);
  await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Description', { exact: true }).fill('A hand-painted watercolour portrait from your photo, scanned in high resolution.');
  await page.getByLabel('Service Title').fill('Watercolour portrait');
  await page.getByLabel('Short Description').fill('One person, A4, scanned');
  await page.getByLabel('Delivery Time (e.g. 3 days)').fill('5');
  await page.getByLabel('Revision Number').fill('2');
  await page.getByLabel('Add Features').fill('High resolution scan');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Add Features').fill('Typo feature');
  await page.getByLabel('Add Features').press('Enter');
  await page.getByRole('button', { name: 'Remove Typo feature' }).click();
  await expect(page.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Price ($)').fill('0');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Must be a positive whole number')).toBeVisible();
  await page.getByLabel('Price ($)').fill('70');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/myGigs$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$70');

  await page.goto('/gigs?search=zephyrine');
  const cards = page.getByRole('list', { name: 'Gigs' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(seller.username);
  // Under Graphics & Design, newest first, and its breadcrumb says so.
  await page.goto('/gigs?cat=graphic_design01&sort=createdAt');
  await cards.first().locator('a[href^="/gigs/"]').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Graphics & Design');
  await expect(page.getByText('1 / 2')).toBeVisible();

  await page.goto('/myGigs');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Price ($)').fill('85');
  await page.getByRole('button', { name: 'Remove picture 1' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/myGigs$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('$85');

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this gig?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Gig deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.goto('/gigs?search=zephyrine');
  await expect(page.getByText('Oops!🤷♂️ No Result')).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('phone: the list is one column and the gig page fits the screen', async ({ page, allowConsoleErrors: _ }) => {
    await page.goto('/gigs?cat=graphic_design01');
    await expect(page.getByRole('heading', { name: 'Graphics & Design' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Gigs' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    expect(await noSidewaysScroll(page)).toBe(true);

    await cards.first().locator('a[href^="/gigs/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About The Seller' })).toBeVisible();
    // 'Contact me' of About The Seller was clipped at the right edge.
    const contact = (await page.getByRole('link', { name: 'Contact me' }).boundingBox())!;
    expect(contact.x + contact.width).toBeLessThanOrEqual(375);
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      expect(await noSidewaysScroll(page), `${width} px`).toBe(true);
    }
  });

  test('phone: My gigs shows a card per gig with Edit and Delete on screen', async ({ page, allowConsoleErrors: _ }) => {
    const seller = demoAccount('ayesha_designs');
    // On a phone Sign in is in the drawer: signed in at desktop width, then back to the phone's.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await signInWithModal(page, seller.username, seller.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/myGigs');
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await expect(remove).toBeVisible();
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);
    // Red, as a destructive action: not the colour of Edit beside it.
    const colour = (locator: typeof remove) => locator.evaluate((el) => getComputedStyle(el).color);
    expect(await colour(remove)).not.toBe(await colour(page.getByRole('link', { name: /^Edit / }).first()));
  });
});

test('a gig that does not exist shows the not-found page with a way back', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/404/);
  await page.goto('/gigs/00000000-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Gig not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
