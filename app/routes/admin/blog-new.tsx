import { BlogForm } from '~/features/admin/blog-form';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/blog-new';

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export function meta() {
  return adminMeta('Add New Blog Post');
}

export default function NewBlogPost() {
  return <BlogForm />;
}
