import Plus from 'lucide-react/icons/plus';
import type { BlogPost } from '../../../common/schemas/blog';
import { Card } from '~/components/ui/card';
import {
  postActionsColumn,
  postCategoryColumn,
  postStatusColumn,
} from '~/features/admin/admin-columns';
import { AdminTable, type AdminColumn } from '~/features/admin/admin-table';
import { Pager } from '~/features/admin/pager';
import { adminMeta, listPaging, requireAdmin } from '~/features/admin/require-admin';
import { formatAdminDate } from '~/features/admin/status-badges';
import type { Route } from './+types/blog-list';
import { ButtonLink } from '~/components/button-link';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  return context.services.blog.listPosts({ ...listPaging(request), includeDrafts: true });
}

export function meta() {
  return adminMeta('Blog Posts');
}

const columns: AdminColumn<BlogPost>[] = [
  {
    header: 'Title',
    bare: true,
    cell: (post) => (
      <div>
        <p className="font-semibold text-slate-900">{post.title}</p>
        <p className="text-xs text-slate-600">/blog/{post.slug}</p>
      </div>
    ),
  },
  postCategoryColumn,
  postStatusColumn,
  { header: 'Updated', cell: (post) => formatAdminDate(post.updatedAt) },
  postActionsColumn,
];

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { items: posts, page, pageSize, total } = loaderData;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Blog Posts</h1>
          <p className="mt-1 text-slate-600">{total} posts, drafts included, newest first.</p>
        </div>
        <ButtonLink to="/admin/blog/new" icon={Plus}>
          Add Blog Post
        </ButtonLink>
      </div>
      <Card className="overflow-hidden">
        <AdminTable label="Blog Posts" columns={columns} rows={posts} empty="No blog posts yet." />
        <Pager page={page} pageSize={pageSize} total={total} />
      </Card>
    </div>
  );
}
