import { fullPath, parseQuery } from "@taxlearn/core";

/** One spelling of a path with its query, the same the route guard uses (so equal pages compare equal). */
export const normalizePath = (pathname: string, search: string): string => fullPath(pathname, parseQuery(search));

export const splitPath = (path: string): { pathname: string; search: string } => {
  const index = path.indexOf("?");
  return index < 0 ? { pathname: path, search: "" } : { pathname: path.slice(0, index), search: path.slice(index) };
};
