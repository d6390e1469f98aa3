import { data } from 'react-router';

// Any path without a page: the 404 page (docs/product.md#not-found), with HTTP status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}
