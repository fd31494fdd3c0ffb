import { flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';

/**
 * Wire paths of the core's validation messages (spec 2.5 names, e.g.
 * `rejection_information.rejection_reason`) → the GraphQL argument paths of a mutation
 * (`rejectionReason`). A `*` matches one segment and is carried over to the `*` of the
 * replacement in order. Unmatched segments keep their names; ValidationError camelCases them.
 */
export type PathRenames = Readonly<Record<string, string>>;

export function renameFieldErrors(errors: FieldErrors, renames: PathRenames, prefix: readonly string[] = []): FieldErrors {
  const renamed: FieldErrors = {};
  for (const { path, messages } of flattenFieldErrors(errors)) {
    insert(renamed, [...prefix, ...renamePath(path, renames)], messages);
  }
  return renamed;
}

function renamePath(path: string[], renames: PathRenames): string[] {
  let best: { length: number; replacement: string[] } | null = null;
  for (const [pattern, replacement] of Object.entries(renames)) {
    const segments = pattern.split('.');
    if (segments.length > path.length || (best && best.length >= segments.length)) continue;
    if (!segments.every((segment, index) => segment === '*' || segment === path[index])) continue;
    const captured = segments.flatMap((segment, index) => (segment === '*' ? [path[index]!] : []));
    const target = replacement === '' ? [] : replacement.split('.').map((segment) => (segment === '*' ? (captured.shift() ?? '*') : segment));
    best = { length: segments.length, replacement: target };
  }
  return best ? [...best.replacement, ...path.slice(best.length)] : path;
}

function insert(tree: FieldErrors, path: string[], messages: string[]): void {
  let node = tree;
  path.forEach((segment, index) => {
    const existing = node[segment];
    if (index === path.length - 1) {
      node[segment] = Array.isArray(existing) ? [...existing, ...messages] : messages;
      return;
    }
    if (existing === undefined || Array.isArray(existing)) node[segment] = {};
    node = node[segment] as FieldErrors;
  });
}
