import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/** Refuses documents that select more than `max` fields in all (a simple cost limit, DESIGN §4). */
export function maxFieldsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let fields = 0;
    return {
      Field() {
        fields += 1;
        if (fields === max + 1) {
          context.reportError(new GraphQLError(`Query is too costly: more than ${max} fields selected.`));
        }
      },
    };
  };
}
