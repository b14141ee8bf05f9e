/**
 * Path parameters of the current route (e.g. `{ id }` on /insights/:id), provided by the app
 * shell and read by pages. In a module of its own so pages never import the shell that imports
 * them.
 */
import { createContext, useContext } from "react";

const RouteParamsContext = createContext<Record<string, string>>({});

/** Provides the matched route's parameters to the page below it. */
export const RouteParamsProvider = RouteParamsContext.Provider;

/** Path parameters of the current route. */
export function useRouteParams(): Record<string, string> {
  return useContext(RouteParamsContext);
}
