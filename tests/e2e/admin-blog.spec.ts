import { type Page } from '@playwright/test';
import { expectToast, signInThroughApi } from './support/admin';
import { watchConsole } from './support/console-problems';
import { expect, test } from './support/test';

async function openNewPostForm(page: Page) {
  await page.goto('/admin/blog/new');
  await expect(page.getByRole('heading', { name: 'Add New Blog Post', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const publishedCount = async (page: Page) =>
  ((await (await page.request.get('/api/admin/stats')).json()) as { publishedPosts: number })
    .publishedPosts;

test.describe('[ADMIN][BLOG] the blog form', () => {
  test('each rule shows its message and nothing is saved; the slug follows the title', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await signInThroughApi(page);
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/blog') posts++;
    });
    await openNewPostForm(page);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(page.getByRole('switch', { name: 'Publish' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const message = (text: string | RegExp) => page.getByText(text, { exact: true });
    const submit = page.getByRole('button', { name: 'Create Post' });
    await submit.click();
    await expect(message('Title is required')).toBeVisible();
    await expect(message('Slug is required')).toBeVisible();
    await expect(message('Please select a category')).toBeVisible();
    await expect(message('Content is required')).toBeVisible();

    // The slug rule (docs/product.md#slug-rule), while creating.
    await page.getByLabel('Title').fill('  Spring Tune-Up: 5 Checks!  ');
    await expect(page.getByLabel('Slug')).toHaveValue('spring-tune-up-5-checks');
    // Edited by hand, it stays...
    await page.getByLabel('Slug').fill('Bad Slug');
    await page.getByLabel('Title').fill('Spring Tune-Up: 6 Checks');
    await expect(page.getByLabel('Slug')).toHaveValue('Bad Slug');
    await page.getByLabel('Category').selectOption('Maintenance');
    await page.getByLabel('Featured Image URL').fill('ftp://example.com/a.jpg');
    await page.getByLabel('Meta Description').fill('x'.repeat(161));
    await expect(page.getByText('161/160 characters')).toBeVisible();
    await page.getByLabel('Content (HTML)').fill('<p>Hello</p>');
    await submit.click();
    await expect(
      message('Slug can hold only lowercase letters, digits and single hyphens'),
    ).toBeVisible();
    await expect(
      message('Featured image must be an https:// address or an uploaded image'),
    ).toBeVisible();
    await expect(message(/at most 160 characters/)).toBeVisible();
    // ...and while it is empty it follows the title again.
    await page.getByLabel('Slug').fill('');
    await page.getByLabel('Title').fill('Spring Tune-Up: 7 Checks');
    await expect(page.getByLabel('Slug')).toHaveValue('spring-tune-up-7-checks');
    expect(posts).toBe(0);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    expect(problems).toEqual([]);
  });

  test('the preview tab shows the content as the server will keep it', async ({ page }) => {
    await signInThroughApi(page);
    await openNewPostForm(page);
    await page
      .getByLabel('Content (HTML)')
      .fill(
        '<h2>Brakes</h2><p onclick="alert(1)">Check the <strong>pads</strong>.</p><script>window.hacked=1</script><img src=x onerror="window.hacked=2">',
      );
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('blog-preview');
    await expect(preview.getByRole('heading', { name: 'Brakes' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('pads');
    await expect(preview.locator('script, [onclick], [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await page.getByRole('tab', { name: 'Write' }).click();
    await expect(page.getByLabel('Content (HTML)')).toBeVisible();
  });

  test('a draft stays private, publishing shows it, the slug can change, a taken slug is refused, and the post can be deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    const publishedBefore = await publishedCount(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Add Blog Post' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Blog Post', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.getByLabel('Title').fill('Studded Tires in Richmond');
    await expect(page.getByLabel('Slug')).toHaveValue('studded-tires-in-richmond');
    await page.getByLabel('Category').selectOption('Tips & Tricks');
    await page.getByLabel('Featured Image URL').fill('https://photos.example.net/tires.jpg');
    await page.getByLabel('Excerpt').fill('When studs are allowed on BC roads.');
    await page.getByLabel('Meta Description').fill('Studded tire dates in BC.');
    await expect(page.getByText('25/160 characters')).toBeVisible();
    await page.getByLabel('Content (HTML)').fill('<p>From October 1 to April 30.</p>');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(page, 'Success', 'Blog post created successfully!');
    await expect(page).toHaveURL(/\/admin$/);
    const row = page
      .getByRole('table', { name: 'Recent Blog Posts' })
      .locator('tbody tr')
      .filter({ hasText: 'Studded Tires in Richmond' });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    expect(await publishedCount(page)).toBe(publishedBefore);

    // A visitor sees nothing of the draft.
    expect((await request.get('/api/blog/studded-tires-in-richmond')).status()).toBe(404);
    const visitorList = (await (await request.get('/api/blog?pageSize=100')).json()) as {
      slug: string;
    }[];
    expect(visitorList.some((post) => post.slug === 'studded-tires-in-richmond')).toBe(false);
    expect(await (await request.get('/blog')).text()).not.toContain('Studded Tires in Richmond');

    // Publish it.
    await row.getByRole('link', { name: 'Edit Studded Tires in Richmond' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog Post', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Title')).toHaveValue('Studded Tires in Richmond');
    await expect(page.getByLabel('Category')).toHaveValue('Tips & Tricks');
    await expect(page.getByLabel('Featured Image URL')).toHaveValue(
      'https://photos.example.net/tires.jpg',
    );
    await expect(page.getByLabel('Excerpt')).toHaveValue('When studs are allowed on BC roads.');
    await expect(page.getByLabel('Meta Description')).toHaveValue('Studded tire dates in BC.');
    await expect(page.getByLabel('Content (HTML)')).toHaveValue(
      '<p>From October 1 to April 30.</p>',
    );
    // Editing the title no longer rewrites a slug that is there.
    await page.getByLabel('Title').fill('Studded Tires in Richmond, BC');
    await expect(page.getByLabel('Slug')).toHaveValue('studded-tires-in-richmond');
    await page.getByRole('switch', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectToast(page, 'Success', 'Blog post updated successfully!');
    await expect(page).toHaveURL(/\/admin$/);
    expect(await publishedCount(page)).toBe(publishedBefore + 1);
    await expect(page.getByTestId('stat-card').filter({ hasText: 'Blog Posts' })).toHaveText(
      `Blog Posts${publishedBefore + 1}`,
    );
    expect((await request.get('/api/blog/studded-tires-in-richmond')).status()).toBe(200);
    expect(await (await request.get('/blog')).text()).toContain('Studded Tires in Richmond, BC');

    // Change its slug.
    const id = (
      (await (await request.get('/api/blog/studded-tires-in-richmond')).json()) as {
        id: number;
      }
    ).id;
    await page.goto(`/admin/blog/${id}/edit`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Slug').fill('studded-tire-season-bc');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expectToast(page, 'Success', 'Blog post updated successfully!');
    expect((await request.get('/api/blog/studded-tires-in-richmond')).status()).toBe(404);
    expect((await request.get('/api/blog/studded-tire-season-bc')).status()).toBe(200);
    expect((await request.get('/blog/studded-tire-season-bc')).status()).toBe(200);

    // A slug already taken: the API's 409 lands under the slug field.
    const other = (
      (await (await request.get('/api/blog?pageSize=100')).json()) as {
        slug: string;
      }[]
    ).find((post) => post.slug !== 'studded-tire-season-bc')!;
    await page.goto(`/admin/blog/${id}/edit`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Slug').fill(other.slug);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('This slug is already used by another post')).toBeVisible();
    await expectToast(page, 'Error', 'Failed to update blog post. Please try again.');
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}/edit$`));

    // Delete it, after the confirmation.
    await page.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Blog post deleted successfully');
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByText('Studded Tires in Richmond, BC')).toHaveCount(0);
    expect((await request.get('/api/blog/studded-tire-season-bc')).status()).toBe(404);
    expect(problems.filter((text) => !text.includes('409 (Conflict)'))).toEqual([]);
  });
});
