/** SPEC.md writes optional parameters as {name?} or :name?; react-router wants :name?, relative to the root. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)(\?)?\}/g, ':$1$2').replace(/^\//, '');
}
