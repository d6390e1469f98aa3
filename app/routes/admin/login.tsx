import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { LoginInputSchema } from '../../../common/schemas/auth';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '~/components/ui/form';
import { Input } from '~/components/ui/input';
import { adminMeta } from '~/features/admin/require-admin';
import { ApiError, apiSend } from '~/lib/api-client';
import { toast } from '~/lib/use-toast';
import type { Route } from './+types/login';

/** Spec §9: the dashboard opens one second after a successful sign-in. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export async function loader({ context }: Route.LoaderArgs) {
  // Already signed in: straight to the dashboard.
  if (context.admin) throw redirect('/admin');
  return null;
}

// After signing in, the root's data is reloaded (header) but this page must stay for the second
// of spec §4 instead of being redirected at once by its own loader.
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return adminMeta('Admin Login');
}

type LoginValues = z.input<typeof LoginInputSchema>;

export default function AdminLogin() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<LoginValues, unknown, z.output<typeof LoginInputSchema>>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(values: z.output<typeof LoginInputSchema>) {
    try {
      await apiSend('POST', '/api/admin/login', values);
    } catch (error) {
      if (error instanceof ApiError) {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: error.body?.error || 'Login failed',
        });
      } else {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: 'Network error. Please try again.',
        });
      }
      // Lets the form be sent again.
      throw error;
    }
    toast({ title: 'Success', description: 'Admin login successful' });
    void revalidator.revalidate();
    timer.current = setTimeout(
      () => void navigate('/admin', { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold text-slate-900">Admin Login</h1>
          <CardDescription>Sign in to manage inventory, blog posts and requests.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form
              noValidate
              className="grid gap-5"
              onSubmit={(event) =>
                void form
                  .handleSubmit(onSubmit)(event)
                  .catch(() => {})
              }
            >
              <FormField
                control={form.control}
                name="username"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Username</FormLabel>
                    <FormControl>
                      <Input autoComplete="username" autoCapitalize="none" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="password"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Password</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="current-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={isSubmitting || isSubmitSuccessful}
              >
                {isSubmitting ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
