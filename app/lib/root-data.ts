import { useRouteLoaderData } from 'react-router';

/** What the root loader tells every page (app/root.tsx). */
export interface RootData {
  /** Is this browser signed in as an admin? */
  isAdmin: boolean;
  /** The site's public origin, for absolute URLs (canonical, Open Graph, JSON-LD). */
  origin: string;
  /** Where photos are loaded from ('' for this site); common/images.ts is told at render. */
  imageBaseUrl: string;
  /**
   * The dealership's date on the server (YYYY-MM-DD): badges count days in stock to it, so the
   * browser's time-zone data cannot make its text differ from the server's (common/dates.ts).
   */
  today: string;
}

export function useRootData(): RootData {
  // The root loader always runs before any page renders; the fallback only covers the root's own
  // error boundary, which counts no days (so its date is UTC's: common/dates.ts stays off the
  // pages' first scripts).
  return (
    (useRouteLoaderData('root') as RootData | undefined) ?? {
      isAdmin: false,
      origin: '',
      imageBaseUrl: '',
      today: new Date().toISOString().slice(0, 10),
    }
  );
}
