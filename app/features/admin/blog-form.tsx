// The blog form (spec §2, §5, §8): add or edit a post. Rules and messages come from the shared
// blog schema; the slug follows the title while creating (until edited) or while it is empty.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BLOG_CATEGORIES } from '../../../common/constants';
import {
  BlogPostInputSchema,
  slugify,
  type BlogPost,
  type BlogPostInput,
} from '../../../common/schemas/blog';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '~/components/ui/form';
import { Input } from '~/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Textarea } from '~/components/ui/textarea';
import { apiSend } from '~/lib/api-client';
import { applyServerFieldErrors } from '~/lib/form-errors';
import { toast } from '~/lib/use-toast';
import {
  EditorActions,
  EditorHeader,
  SelectField,
  SwitchField,
  TextareaField,
} from './editor-form-parts';

const META_DESCRIPTION_MAX = 160;

interface BlogFormFields {
  title: string;
  slug: string;
  category: string;
  featuredImage: string;
  excerpt: string;
  metaDescription: string;
  content: string;
  published: boolean;
}

const FIELD_NAMES = [
  'title',
  'slug',
  'category',
  'featuredImage',
  'excerpt',
  'metaDescription',
  'content',
  'published',
] as const;

function blogFormFields(post?: BlogPost): BlogFormFields {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    category: post?.category ?? '',
    featuredImage: post?.featuredImage ?? '',
    excerpt: post?.excerpt ?? '',
    metaDescription: post?.metaDescription ?? '',
    content: post?.content ?? '',
    published: post?.published ?? false,
  };
}

type Preview =
  { state: 'idle' | 'loading' } | { state: 'ready'; html: string } | { state: 'error' };

export function BlogForm({ post }: { post?: BlogPost }) {
  const navigate = useNavigate();
  const editing = post !== undefined;
  const [slugEdited, setSlugEdited] = useState(false);
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });
  const form = useForm<BlogFormFields, unknown, BlogPostInput>({
    resolver: zodResolver(BlogPostInputSchema) as never,
    defaultValues: blogFormFields(post),
  });
  const { isSubmitting } = form.formState;
  const metaLength = useWatch({ control: form.control, name: 'metaDescription' }).length;

  async function loadPreview() {
    setPreview({ state: 'loading' });
    try {
      const { html } = await apiSend<{ html: string }>('POST', '/api/blog/preview', {
        content: form.getValues('content'),
      });
      setPreview({ state: 'ready', html });
    } catch {
      setPreview({ state: 'error' });
    }
  }

  async function onSubmit(input: BlogPostInput) {
    try {
      if (post) await apiSend('PUT', `/api/blog/${post.id}`, input);
      else await apiSend('POST', '/api/blog', input);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: editing
          ? 'Failed to update blog post. Please try again.'
          : 'Failed to create blog post. Please try again.',
      });
      return;
    }
    toast({
      title: 'Success',
      description: editing ? 'Blog post updated successfully!' : 'Blog post created successfully!',
    });
    await navigate('/admin');
  }

  async function deletePost() {
    if (!post) return;
    try {
      await apiSend('DELETE', `/api/blog/${post.id}`);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to delete blog post. Please try again.',
      });
      return;
    }
    toast({ title: 'Success', description: 'Blog post deleted successfully' });
    await navigate('/admin/blog');
  }

  const textField = (
    name: 'title' | 'featuredImage',
    label: string,
    options: { required?: boolean; placeholder?: string; type?: string } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={options.required}>{label}</FormLabel>
          <FormControl>
            <Input
              type={options.type ?? 'text'}
              placeholder={options.placeholder}
              autoComplete="off"
              {...field}
              onChange={(event) => {
                field.onChange(event);
                if (name !== 'title') return;
                // §5: the slug follows the title while creating or while the slug is empty.
                if ((!editing && !slugEdited) || form.getValues('slug') === '') {
                  form.setValue('slug', slugify(event.target.value), {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }
              }}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <EditorHeader title={editing ? 'Edit Blog Post' : 'Add New Blog Post'}>
        {post && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="ghost"
                className="text-destructive hover:bg-red-50 hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
                Delete Post
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete blog post</AlertDialogTitle>
                <AlertDialogDescription>
                  {`Are you sure you want to delete "${post.title}"? This action cannot be undone.`}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={() => void deletePost()}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </EditorHeader>
      <Card className="p-5 sm:p-8">
        <Form {...form}>
          <form
            noValidate
            className="grid gap-6"
            aria-label={editing ? 'Edit Blog Post' : 'Add New Blog Post'}
            onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          >
            {textField('title', 'Title', { required: true })}
            <div className="grid gap-6 min-[700px]:grid-cols-2">
              <FormField
                control={form.control}
                name="slug"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel required>Slug</FormLabel>
                    <FormControl>
                      <Input
                        autoComplete="off"
                        {...field}
                        onChange={(event) => {
                          setSlugEdited(true);
                          field.onChange(event);
                        }}
                      />
                    </FormControl>
                    <FormDescription>
                      The address of the post: /blog/{field.value || '…'}
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <SelectField
                control={form.control}
                name="category"
                label="Category"
                values={BLOG_CATEGORIES}
                placeholder="Select category"
                required
              />
            </div>
            {textField('featuredImage', 'Featured Image URL', {
              type: 'url',
              placeholder: 'https://',
            })}
            <TextareaField control={form.control} name="excerpt" label="Excerpt" rows={3} />
            <FormField
              control={form.control}
              name="metaDescription"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Meta Description</FormLabel>
                  <FormControl>
                    <Textarea rows={2} {...field} />
                  </FormControl>
                  <FormDescription
                    className={metaLength > META_DESCRIPTION_MAX ? 'text-destructive' : undefined}
                  >
                    {metaLength}/{META_DESCRIPTION_MAX} characters
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="content"
              render={({ field }) => (
                <FormItem>
                  <FormLabel required>Content (HTML)</FormLabel>
                  <Tabs
                    defaultValue="write"
                    onValueChange={(tab) => {
                      if (tab === 'preview') void loadPreview();
                    }}
                  >
                    <TabsList>
                      <TabsTrigger value="write">Write</TabsTrigger>
                      <TabsTrigger value="preview">Preview</TabsTrigger>
                    </TabsList>
                    <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
                      <FormControl>
                        <Textarea rows={16} className="font-mono text-sm" {...field} />
                      </FormControl>
                    </TabsContent>
                    <TabsContent value="preview">
                      <div
                        data-testid="blog-preview"
                        className="min-h-64 rounded-md border border-slate-200 bg-white p-4"
                      >
                        {preview.state === 'loading' && (
                          <p className="text-sm text-slate-600">Loading preview…</p>
                        )}
                        {preview.state === 'error' && (
                          <p className="text-sm text-destructive">
                            The preview could not be loaded. Please try again.
                          </p>
                        )}
                        {preview.state === 'ready' && (
                          <div
                            className="prose-article"
                            // Sanitised by the server with the allowlist of a save.
                            dangerouslySetInnerHTML={{ __html: preview.html }}
                          />
                        )}
                      </div>
                    </TabsContent>
                  </Tabs>
                  <FormDescription>
                    HTML is allowed; anything outside the safe list is removed on save.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <SwitchField control={form.control} name="published" label="Publish" />
            <EditorActions
              submitting={isSubmitting}
              submitLabel={editing ? 'Update Post' : 'Create Post'}
            />
          </form>
        </Form>
      </Card>
    </div>
  );
}
