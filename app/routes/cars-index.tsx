import { redirect } from 'react-router';

// The old site's footer linked to /cars: it now lives at /inventory (permanently).
export function loader() {
  return redirect('/inventory', 301);
}
