// The CSP nonce of this response, for the few inline scripts the server renders. On the client
// it is empty: browsers hide nonces from the DOM and hydration does not need them.
import { createContext, useContext } from 'react';

const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
