// The blog form (docs/product.md#blog-form): add or edit a post. Its values are the shared blog
// schema's input; the slug follows the title while creating (until edited) or while it is empty.
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BLOG_CATEGORIES } from '../../../common/constants';
import {
  BlogPostInputSchema,
  newPostInput,
  postToInput,
  slugify,
  type BlogPost,
} from '../../../common/schemas/blog';
import {
  choicesOf,
  Field,
  FieldControl,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form/fields';
import { SwitchField } from '~/components/form/switch-field';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Button } from '~/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Textarea } from '~/components/ui/textarea';
import { apiSend } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { useMutation } from '~/lib/use-mutation';
import { ConfirmDialog } from './confirm-dialog';
import { EditorForm } from './editor-form-parts';

const META_DESCRIPTION_MAX = 160;
const CATEGORY_CHOICES = choicesOf(BLOG_CATEGORIES);

type Preview =
  { state: 'idle' | 'loading' } | { state: 'ready'; html: string } | { state: 'error' };

/** The Preview tab: the content as the post page will show it, sanitised by the server. */
function PostPreview({ preview }: { preview: Preview }) {
  return (
    <div
      data-testid="blog-preview"
      className="min-h-64 rounded-md border border-slate-200 bg-white p-4"
    >
      {preview.state === 'loading' && <p className="text-sm text-slate-600">Loading preview…</p>}
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
  );
}

export function BlogForm({ post }: { post?: BlogPost }) {
  const navigate = useNavigate();
  const editing = post !== undefined;
  const [slugEdited, setSlugEdited] = useState(false);
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });
  const form = useSchemaForm({
    schema: BlogPostInputSchema,
    defaultValues: post ? postToInput(post) : newPostInput(),
  });
  const { control } = form;
  const metaLength = (useWatch({ control, name: 'metaDescription' }) ?? '').length;
  const slug = useWatch({ control, name: 'slug' });
  const { mutate, pending: deleting } = useMutation();

  const onSubmit = useFormSubmit(form, {
    send: (input) =>
      post ? apiSend('PUT', `/api/blog/${post.id}`, input) : apiSend('POST', '/api/blog', input),
    success: {
      title: 'Success',
      description: editing ? 'Blog post updated successfully!' : 'Blog post created successfully!',
    },
    failure: editing
      ? 'Failed to update blog post. Please try again.'
      : 'Failed to create blog post. Please try again.',
    revalidate: false,
    onSuccess: () => navigate('/admin'),
  });

  function deletePost(id: number) {
    void mutate({
      run: () => apiSend('DELETE', `/api/blog/${id}`),
      success: { title: 'Success', description: 'Blog post deleted successfully' },
      failure: 'Failed to delete blog post. Please try again.',
      revalidate: false,
      onSuccess: () => navigate('/admin/blog'),
    });
  }

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

  return (
    <EditorForm
      title={editing ? 'Edit Blog Post' : 'Add New Blog Post'}
      actions={
        post && (
          <ConfirmDialog
            title="Delete blog post"
            question={`Are you sure you want to delete "${post.title}"? This action cannot be undone.`}
            onConfirm={() => deletePost(post.id)}
            trigger={
              <Button
                variant="ghost"
                disabled={deleting}
                className="text-destructive hover:bg-red-50 hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
                Delete Post
              </Button>
            }
          />
        )
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? 'Update Post' : 'Create Post'}
      className="gap-6"
    >
      <TextField
        control={control}
        name="title"
        label="Title"
        required
        onChange={(event) => {
          // The slug follows the title while creating or while the slug is empty.
          if ((!editing && !slugEdited) || form.getValues('slug') === '') {
            form.setValue('slug', slugify(event.target.value), {
              shouldValidate: form.formState.isSubmitted,
            });
          }
        }}
      />
      <div className="grid gap-6 min-[700px]:grid-cols-2">
        <TextField
          control={control}
          name="slug"
          label="Slug"
          required
          description={`The address of the post: /blog/${slug || '…'}`}
          onChange={() => setSlugEdited(true)}
        />
        <SelectField
          control={control}
          name="category"
          label="Category"
          options={CATEGORY_CHOICES}
          placeholder="Select category"
          required
        />
      </div>
      <TextField
        control={control}
        name="featuredImage"
        label="Featured Image URL"
        type="url"
        placeholder="https://"
      />
      <TextareaField control={control} name="excerpt" label="Excerpt" rows={3} />
      <TextareaField
        control={control}
        name="metaDescription"
        label="Meta Description"
        rows={2}
        description={
          <span
            className={cn(metaLength > META_DESCRIPTION_MAX && 'text-destructive')}
          >{`${metaLength}/${META_DESCRIPTION_MAX} characters`}</span>
        }
      />
      <Field
        control={control}
        name="content"
        label="Content (HTML)"
        required
        composite
        description="HTML is allowed; anything outside the safe list is removed on save."
      >
        {({ value, ...field }) => (
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
              <FieldControl>
                <Textarea rows={16} className="font-mono text-sm" {...field} value={value ?? ''} />
              </FieldControl>
            </TabsContent>
            <TabsContent value="preview">
              <PostPreview preview={preview} />
            </TabsContent>
          </Tabs>
        )}
      </Field>
      <SwitchField control={control} name="published" label="Publish" />
    </EditorForm>
  );
}
