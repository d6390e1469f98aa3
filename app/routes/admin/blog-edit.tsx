import { data } from 'react-router';
import { BlogForm } from '~/features/admin/blog-form';
import { adminMeta, idParamOr404, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/blog-edit';

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const post = await context.services.blog.getPost(idParamOr404(params.id), {
    includeDrafts: true,
  });
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export function meta() {
  return adminMeta('Edit Blog Post');
}

export default function EditBlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogForm key={loaderData.post.id} post={loaderData.post} />;
}
