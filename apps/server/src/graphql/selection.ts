import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

// Whether a resolver's field asks for some of its sub-fields, so that it can read them together
// with the object itself (the group page's one-statement read, spec §7 usergroup). Fragments count;
// @skip/@include are not evaluated, so a skipped field still counts (it is then read for nothing).

function asks(set: SelectionSetNode | undefined, names: ReadonlySet<string>, info: GraphQLResolveInfo, seen: Set<string>): boolean {
  return (set?.selections ?? []).some((s) => {
    if (s.kind === Kind.FIELD) return names.has(s.name.value);
    if (s.kind === Kind.INLINE_FRAGMENT) return asks(s.selectionSet, names, info, seen);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    return asks(info.fragments[s.name.value]?.selectionSet, names, info, seen);
  });
}

/** Does the field being resolved select any of `names` directly under it? */
export function selectsAny(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  return info.fieldNodes.some((node) => asks(node.selectionSet, names, info, seen));
}
