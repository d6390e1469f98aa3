import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import {
  waitForElementHydration,
  waitForHydration,
  watchConsole,
} from './support/console-problems';
import { addPost } from './support/data';
import { E2E_ADMIN, expect, test } from './support/test';

const ARTICLE = 'how-pst-works-when-you-buy-a-used-car-in-bc';
const CONTENT_PAGES = ['/contact', '/sell', '/about', '/privacy', '/blog', `/blog/${ARTICLE}`];

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
}

test.describe('[PUBLIC][CONTENT] about, contact, sell and blog pages', () => {
  for (const path of [...CONTENT_PAGES, '/blog/no-such-article']) {
    test(`${path}: server-rendered, hydrates cleanly, no axe violations, no sideways scroll at 360 px`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const notFound = path.endsWith('no-such-article');
      const response = await page.goto(path);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await waitForHydration(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // The document's own 404 is the only expected console message.
      expect(problems.filter((p) => !(notFound && p.includes('404')))).toEqual([]);
    });
  }

  test('every page has its own title, description and canonical URL', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of CONTENT_PAGES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
      expect(seen.has(title!), `${path} repeats the title of ${seen.get(title!)}`).toBe(false);
      expect(seen.has(description!), `${path} repeats a description`).toBe(false);
      seen.set(title!, path);
      seen.set(description!, path);
    }
  });

  test('/contact shows details and hours from one source, and map links open in a new tab', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: '(604) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+16045550123',
    );
    await expect(main.getByRole('link', { name: 'sales@forecourtmotors.ca' })).toBeVisible();
    for (const [day, hours] of [
      ['Monday - Friday', '9AM - 7PM'],
      ['Saturday', '9AM - 6PM'],
      ['Sunday', '12PM - 5PM'],
    ] as const) {
      await expect(main.getByText(day).locator('..')).toContainText(hours);
    }
    const open = main.getByRole('link', { name: /Open in Google Maps/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /noopener/);
    expect(await open.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=8100%20No.%203%20Road%2C%20Richmond%2C%20BC%20V6Y%202C4',
    );
    const directions = main.getByRole('link', { name: /Get Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=8100%20No\.%203%20Road/,
    );
  });

  test('the contact form works with the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('First Name').focus();
    await page.keyboard.type('Kiri');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Te Kanawa');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel("I'm Interested In")).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Message')).toBeFocused();
    // The marketing box (ticked with Space), then the privacy link, then the button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /send me occasional e-mails/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /send me occasional e-mails/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /How we handle your information/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Message Sent'),
    ).toBeVisible();
  });

  test('/about shows the story, the figures, the values and the team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    const figures = page.locator('dl').first();
    await expect(figures).toContainText('2015');
    await expect(figures).toContainText('500+');
    await expect(figures).toContainText('4.9/5');
    await expect(page.getByRole('heading', { name: 'Our Values' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Honesty First' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Sarah Thompson' })).toBeVisible();
    await expect(page.getByText('Sales Manager')).toBeVisible();
  });
});

test.describe('[PUBLIC][BLOG] list and article', () => {
  test('the list is in the server HTML: published posts only, newest first', async ({
    request,
  }) => {
    const html = await (await request.get('/blog')).text();
    const first = html.indexOf('Winter Tires in BC');
    const second = html.indexOf('How PST Works When You Buy a Used Car in BC');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(html).toContain(`href="/blog/${ARTICLE}"`);
    // The seeded draft stays out.
    expect(html).not.toContain('Hybrid Battery Health');
  });

  test('client-side navigation shows 6 skeletons, then the posts', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold only the list's own data (the root's is fetched separately and let through).
    const blogData = (url: URL) =>
      url.pathname === '/blog.data' && url.searchParams.get('_routes') === 'routes/blog';
    await page.route(blogData, async (route) => {
      await held;
      await route.continue();
    });
    const blogLink = page.locator('footer').getByRole('link', { name: 'Blog' });
    // The footer hydrates after the page (its code comes later): a click before is a page load.
    await waitForElementHydration(blogLink);
    await blogLink.click();
    const loading = page.getByRole('status', { name: 'Loading articles' });
    await expect(loading).toBeVisible();
    await expect(loading.locator(':scope > div > div')).toHaveCount(6);
    release();
    await expect(loading).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'How PST Works When You Buy a Used Car in BC' }),
    ).toBeVisible();
  });

  test("an article's excerpt shows on its card in the list and under its title", async ({
    page,
  }) => {
    const post = (await (await page.request.get(`/api/blog/${ARTICLE}`)).json()) as {
      title: string;
      excerpt: string | null;
    };
    expect(post.excerpt).toBeTruthy();
    await page.goto('/blog');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: post.title }) });
    await expect(card.getByText(post.excerpt!, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${ARTICLE}$`));
    const header = page.locator('article header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(header.getByText(post.excerpt!, { exact: true })).toBeVisible();
  });

  test('the first article image is fetched first and at once; the others load lazily', async ({
    page,
  }) => {
    await page.goto('/blog');
    const images = page.getByRole('main').getByRole('article').locator('img');
    expect(await images.count()).toBeGreaterThan(3);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    for (const image of (await images.all()).slice(1)) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  test('a page past the last one says there are no posts', async ({ page }) => {
    await page.goto('/blog?page=50');
    await expect(page.getByText('No blog posts available yet.')).toBeVisible();
  });

  test('an article renders its content, dates, byline and BlogPosting data', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`/blog/${ARTICLE}`);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How PST Works When You Buy a Used Car in BC' }),
    ).toBeVisible();
    await expect(page.getByText('By Auto Expert')).toBeVisible();
    await expect(
      page.locator('article header').getByText('Financing', { exact: true }),
    ).toBeVisible();
    // Long date with the weekday, e.g. "Thursday, November 12, 2026".
    await expect(page.locator('article header time')).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: 'Buying from a dealer' }),
    ).toBeVisible();
    await expect(page.locator('.prose-article table')).toBeVisible();
    await expect(page.getByText('Published:')).toBeVisible();
    // Never edited after publication: no updated date.
    await expect(page.getByText('Updated:')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/blog',
    );

    const cover = page.locator('article > div > img').first();
    await expect(cover).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/[a-f0-9]+\/1320\.webp$/);

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'How PST Works When You Buy a Used Car in BC',
      articleSection: 'Financing',
      author: { '@type': 'Person', name: 'Auto Expert' },
      publisher: { '@type': 'AutoDealer', name: 'Forecourt Motors' },
    });
    expect(posting.url).toMatch(new RegExp(`/blog/${ARTICLE}$`));
    expect(posting.image).toMatch(/\/images\/[a-f0-9]+\/1024\.webp$/);
    expect(Date.parse(posting.datePublished)).not.toBeNaN();
    expect(blocks.some((block) => block['@type'] === 'AutoDealer')).toBe(true);
    expect(problems).toEqual([]);
  });

  test('an article edited on a later day shows its updated date too', async ({ page, request }) => {
    await signIn(request);
    const slug = 'icbc-insurance-transfer-basics-when-you-buy-a-car';
    const post = await (await request.get(`/api/blog/${slug}`)).json();
    const { title, content, excerpt, featuredImage, metaDescription, category, published } = post;
    const saved = await request.put(`/api/blog/${post.id}`, {
      data: {
        title,
        slug,
        content: `${content}<p>Edited for the new form numbers.</p>`,
        excerpt,
        featuredImage,
        metaDescription,
        category,
        published,
      },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText('Edited for the new form numbers.')).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await expect(page.getByText('Updated:').locator('..')).toContainText(today);
  });

  test('article HTML is sanitised at render: no scripts or handlers reach the page', async ({
    page,
    request,
  }) => {
    await signIn(request);
    const { slug } = await addPost(request, {
      content:
        '<h2>Safe heading</h2><p onclick="window.__pwned=1">Text</p><script>window.__pwned=1</script><img src="https://example.com/x.png" onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">bad link</a>',
      published: true,
    });
    const html = await (await page.goto(`/blog/${slug}`))!.text();
    await expect(page.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
    const body = html.slice(html.indexOf('prose-article'));
    expect(body).not.toMatch(/onclick|onerror|javascript:|__pwned=1<\/script>/);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('an unknown article answers 404 with Blog Post Not Found', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});
