import { robotsTxt } from '~/features/seo/sitemap';
import type { Route } from './+types/robots-txt';

// /robots.txt with the sitemap at this site's public address.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
