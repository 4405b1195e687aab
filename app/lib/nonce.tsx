import { createContext, useContext } from "react";

// The CSP nonce exists only on the server render; browsers hide it after parsing, so the client gets undefined.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
