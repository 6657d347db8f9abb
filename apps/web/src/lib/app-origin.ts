import { createContext, useContext } from 'react';

/**
 * The origin a server render gives its page (the server's configured public URL, src/server-render):
 * there is no `window.location` to read there.
 */
export const ServerAppOrigin = createContext<string | null>(null);

/**
 * The origin the app is served from (`https://charla.example`), for the absolute links a page
 * shows while rendering, such as an invite link to share: the server render's, else the browser's.
 */
export function useAppOrigin(): string {
  return useContext(ServerAppOrigin) ?? window.location.origin;
}
