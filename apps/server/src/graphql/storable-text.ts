import { Kind, visit, type DocumentNode } from 'graphql';
import { UNSTORABLE_TEXT, isStorableText, unstorableText, type FieldErrors } from '@portal/contract';
import { gqlBadInput } from './errors.ts';

/**
 * The GraphQL side of the contract's text rule (contract text.ts): string arguments — variables
 * and literals written in the query — that the database cannot store are refused before any
 * resolver runs, as BAD_USER_INPUT with field messages.
 */
export function assertStorableText(document: DocumentNode, variables: Record<string, unknown> | undefined) {
  const fields: FieldErrors = { ...unstorableText(variables ?? {}), ...literalFindings(document) };
  if (Object.keys(fields).length) throw gqlBadInput(UNSTORABLE_TEXT, fields);
}

/** Mercurius hands the same parsed document back for a repeated query, so its literals are read once. */
const literalsRead = new WeakMap<DocumentNode, FieldErrors>();

function literalFindings(document: DocumentNode): FieldErrors {
  let fields = literalsRead.get(document);
  if (!fields) literalsRead.set(document, (fields = readLiterals(document)));
  return fields;
}

function readLiterals(document: DocumentNode): FieldErrors {
  const fields: FieldErrors = {};
  visit(document, {
    Argument(node) {
      if (node.value.kind === Kind.STRING && !isStorableText(node.value.value)) fields[node.name.value] = [UNSTORABLE_TEXT];
    },
    ObjectField(node) {
      if (node.value.kind === Kind.STRING && !isStorableText(node.value.value)) fields[node.name.value] = [UNSTORABLE_TEXT];
    },
    ListValue(node) {
      if (node.values.some((v) => v.kind === Kind.STRING && !isStorableText(v.value))) fields._ = [UNSTORABLE_TEXT];
    },
  });
  return fields;
}
