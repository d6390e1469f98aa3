import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '../../../common/schemas/blog';
import { expectRefusal, expectRequired } from '../../../tests/support/form-rules';
import { fieldByLabel, renderRoute } from '../../../tests/support/render-route';
import { BlogForm } from './blog-form';

// docs/product.md#blog-form and #slug-rule
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

function renderForm(post?: BlogPost) {
  const view = renderRoute(<BlogForm post={post} />, { path: '/admin/blog/new' });
  const name = post ? 'Update Post' : 'Create Post';
  const submit = () => view.user.click(screen.getByRole('button', { name }));
  return { ...view, submit };
}

const stored: BlogPost = {
  id: 9,
  title: 'Winter tires in BC',
  slug: 'winter-tires',
  content: '<p>Chains or tires?</p>',
  excerpt: 'What the law asks',
  featuredImage: null,
  metaDescription: null,
  category: 'Maintenance',
  published: true,
  authorId: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('the blog form', () => {
  it('starts as an unpublished draft and names every missing required field', async () => {
    const { submit } = renderForm();
    expect(screen.getByRole('switch', { name: 'Publish' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await submit();
    for (const message of [
      'Title is required',
      'Slug is required',
      'Please select a category',
      'Content is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('makes the slug follow the title until the slug is edited, and again once it is empty', async () => {
    const { user } = renderForm();
    await user.type(fieldByLabel('Title'), '  Spring Tune-Up: 5 Checks!  ');
    expect(fieldByLabel('Slug')).toHaveProperty('value', 'spring-tune-up-5-checks');
    expect(screen.getByText('The address of the post: /blog/spring-tune-up-5-checks')).toBeTruthy();
    await user.clear(fieldByLabel('Slug'));
    await user.type(fieldByLabel('Slug'), 'my-slug');
    await user.type(fieldByLabel('Title'), ' again');
    expect(fieldByLabel('Slug')).toHaveProperty('value', 'my-slug');
    await user.clear(fieldByLabel('Slug'));
    await user.type(fieldByLabel('Title'), '!');
    expect(fieldByLabel('Slug')).toHaveProperty('value', 'spring-tune-up-5-checks-again');
  });

  it('keeps the slug of a stored post when its title changes', async () => {
    const { user } = renderForm(stored);
    await user.type(fieldByLabel('Title'), ' 2026');
    expect(fieldByLabel('Slug')).toHaveProperty('value', 'winter-tires');
  });

  it('counts the meta description against its 160 characters', async () => {
    const { user } = renderForm();
    await user.click(fieldByLabel('Meta Description'));
    await user.paste('x'.repeat(161));
    expect(screen.getByText('161/160 characters').className).toContain('text-destructive');
  });

  it.each([
    { label: 'Title', value: 'T'.repeat(201), message: 'Must be at most 200 characters' },
    {
      label: 'Slug',
      value: 'Bad Slug',
      message: 'Slug can hold only lowercase letters, digits and single hyphens',
    },
    { label: 'Slug', value: '2026', message: 'Slug must contain at least one letter' },
    {
      label: 'Featured Image URL',
      value: 'ftp://example.com/a.jpg',
      message: 'Featured image must be an https:// address or an uploaded image',
    },
    { label: 'Excerpt', value: 'e'.repeat(1001), message: 'Must be at most 1000 characters' },
    {
      label: 'Meta Description',
      value: 'm'.repeat(161),
      message: 'Must be at most 160 characters',
    },
  ])('refuses a bad $label: "$message"', async (rule) => {
    const { user, submit } = renderForm();
    await expectRefusal(user, submit, rule);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('marks the required fields for assistive technology', () => {
    renderForm();
    expectRequired(
      ['Title', 'Slug', 'Category'],
      ['Featured Image URL', 'Excerpt', 'Meta Description'],
    );
  });
});
