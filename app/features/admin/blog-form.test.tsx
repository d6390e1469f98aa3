import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../common/schemas/blog';
import { renderForm, testFormRules, type FormUnderTest } from '../../../tests/support/form-rules';
import { fieldByLabel } from '../../../tests/support/render-route';
import { BlogForm } from './blog-form';

// docs/product.md#blog-form and #slug-rule
const newPost: FormUnderTest = {
  element: <BlogForm />,
  path: '/admin/blog/new',
  submitLabel: 'Create Post',
  missing: [
    'Title is required',
    'Slug is required',
    'Please select a category',
    'Content is required',
  ],
  rules: [
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
  ],
  required: ['Title', 'Slug', 'Category'],
  optional: ['Featured Image URL', 'Excerpt', 'Meta Description'],
};

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
const slug = () => (fieldByLabel('Slug') as HTMLInputElement).value;

describe('the blog form', () => {
  testFormRules(newPost);

  it('starts as an unpublished draft', () => {
    renderForm(newPost);
    expect(screen.getByRole('switch', { name: 'Publish' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('makes the slug follow the title until the slug is edited, and again once it is empty', async () => {
    const { user } = renderForm(newPost);
    await user.type(fieldByLabel('Title'), ' Tune-Up: 5 Checks! ');
    expect(slug()).toBe('tune-up-5-checks');
    expect(screen.getByText('The address of the post: /blog/tune-up-5-checks')).toBeTruthy();
    await user.clear(fieldByLabel('Slug'));
    await user.type(fieldByLabel('Slug'), 'mine');
    await user.type(fieldByLabel('Title'), 'A');
    expect(slug()).toBe('mine');
    await user.clear(fieldByLabel('Slug'));
    await user.type(fieldByLabel('Title'), 'B');
    expect(slug()).toBe('tune-up-5-checks-ab');
  });

  it('keeps the slug of a stored post when its title changes', async () => {
    const { user } = renderForm({ ...newPost, element: <BlogForm post={stored} /> });
    await user.type(fieldByLabel('Title'), ' 2026');
    expect(slug()).toBe('winter-tires');
  });

  it('counts the meta description against its 160 characters', async () => {
    const { user } = renderForm(newPost);
    await user.click(fieldByLabel('Meta Description'));
    await user.paste('x'.repeat(161));
    expect(screen.getByText('161/160 characters').className).toContain('text-destructive');
  });
});
