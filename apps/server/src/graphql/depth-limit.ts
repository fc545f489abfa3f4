import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

// What lies under these is the schema describing itself: finite, cheap, and asked 15 levels deep by
// the standard introspection query (its TypeRef fragment's ofType chain) that GraphiQL and code
// generators send. Production refuses introspection by another rule (register-graphql.ts).
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);

/**
 * Refuses an operation whose fields nest more than `max` levels (DESIGN §4), introspection aside.
 * Counted as Mercurius's own `queryDepth` counted: a field and an inline fragment are a level each, a
 * fragment spread adds its fragment's depth.
 */
export function maxDepthRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentDepths = new Map<string, number>();
    const entered = new Set<string>();

    function fragmentDepth(name: string): number {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = context.getFragment(name);
      // A fragment that spreads itself is refused by NoFragmentCyclesRule; here it must only not loop.
      if (!fragment || entered.has(name)) return 0;
      entered.add(name);
      const depth = depthOf(fragment.selectionSet);
      entered.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    }

    function depthOf(set: SelectionSetNode | undefined): number {
      let deepest = 0;
      for (const selection of set?.selections ?? []) {
        const depth = selection.kind === Kind.FRAGMENT_SPREAD ? fragmentDepth(selection.name.value)
          : selection.kind === Kind.FIELD && INTROSPECTION_ROOTS.has(selection.name.value) ? 0
            : 1 + depthOf(selection.selectionSet);
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    }

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet);
        if (depth > max) {
          const name = operation.name?.value ?? 'The query';
          context.reportError(new GraphQLError(`${name} is too deep: depth ${depth} exceeds the depth limit of ${max}.`, { nodes: operation }));
        }
      },
    };
  };
}
