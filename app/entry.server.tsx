// Server rendering, as React Router's default but with the CSP nonce on every inline script
// (server/http/security.ts sets the policy and the nonce), and the page's code held until the
// first paint (app/lib/page-scripts.server.ts).
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isAdminPath } from './lib/admin-paths';
import { NonceProvider } from './lib/nonce';
import { holdPageScripts } from './lib/page-scripts.server';

export const streamTimeout = 5_000;

/**
 * React writes the document in dozens of small pieces, and the Express adapter flushes the
 * compression stream after each chunk: ~35 gzip blocks of 1 KB for the home page, worse
 * compression and a parser fed in dribbles. This passes on what React wrote during one turn of
 * the event loop as one chunk (the whole head included), so a page whose data is ready goes out
 * in one piece, and a part that streams later still goes at once.
 */
function coalescedStream(holdScripts: boolean, onFinish: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const pushPending = () => {
    if (pending.length === 0) return;
    const html = Buffer.concat(pending);
    stream.push(holdScripts ? holdPageScripts(html) : html);
    pending = [];
  };
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pushPending();
        });
      }
      callback();
    },
    flush(callback) {
      pushPending();
      onFinish();
      callback();
    },
  });
  return stream;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary bigger than this (default 12.8 KB) into a
        // hidden div that only JavaScript reveals. Loaders finish before rendering, so inline
        // every finished boundary: the cars and posts stay visible without JavaScript and to
        // crawlers. Boundaries still waiting (a lazy component) stream as usual.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          // Staff work at desks on the admin pages, which no search engine or first-time visitor
          // sees: they keep React Router's scripts as they are, and hydrate as early as can be.
          const holdScripts = !isAdminPath(new URL(request.url).pathname);
          const body = coalescedStream(holdScripts, () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
