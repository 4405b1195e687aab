import { createContext } from "react-router";
import type { Actor } from "./actor.server";

// Who sends an admin request, in React Router's typed context: the admin layout's middleware (`withActor`,
// auth.server.ts) finds the session once per request, and the admin's loaders and actions read it from their arguments
// (`requireAdminPage`). No middleware, no actor: a route outside the admin layout reads null, so it fails closed.
export const actorContext = createContext<Actor | null>(null);
