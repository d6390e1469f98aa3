// zod as every shared schema uses it. In the browser the site's Content-Security-Policy forbids
// eval, so zod must not compile its fast object parsers: its probe (`new Function('')`) would be
// refused and reported as a violation. The setting is read when a schema is built, so every
// schema module takes `z` from here, which sets it first. The server keeps the compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
