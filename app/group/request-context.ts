import { createContext, type RouterContextProvider } from "react-router";
import type { GroupContext } from "./context.server";

// What the server knows of a request before React Router runs, handed to every loader and action in React Router's
// typed context (server/pages.ts sets it): what a route depends on shows in its arguments. Code below the routes (the
// domains) reaches the group through the one ambient accessor, `currentGroup()` (context.server.ts).

/** The client's address as Express computes it with the `trust proxy` setting; keys the rate limits (login, contact, newsletter). */
export const clientAddressContext = createContext<string>("");

/** Hosting mode: the request is for the hoster's own site (the front door, the console, the hoster's API). */
export const hosterContext = createContext<boolean>(false);

/** The request's group: a hosted group, the one group of a single-group installation, or none (the hoster's own site). */
export const groupContext = createContext<GroupContext | undefined>(undefined);

/** The request's group, for what only a group's site has (the hoster's own site has none: 404). */
export function groupOf(context: Readonly<RouterContextProvider>): GroupContext {
  const group = context.get(groupContext);
  if (!group) throw new Response("Niet gevonden", { status: 404 });
  return group;
}
