import { createContext } from 'react';

/**
 * True in the server's first renders of a page, which only find the queries its components ask for
 * (the page is rendered again once they are answered); the router's hydration scripts belong to the
 * last render only.
 */
export const DiscoveryPass = createContext(false);
