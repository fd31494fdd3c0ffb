/**
 * What one GraphQL operation may cost, over HTTP and WebSocket alike (both run through yoga's
 * envelop): the size limits of graphql-armor (depth, aliases, tokens, directives, cost), and
 * refusing text the service cannot store (NUL, unpaired surrogates) in the document's strings
 * and in the variables before any resolver runs.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLLimits } from '../config.js';
import { unsafeTextProblem } from '../domain/shared/limits.js';

/** The `extensions.code` of each limit's refusal (docs/security.md "Resource limits"). */
const graphqlLimitCodes = {
  maxDepth: 'DEPTH_LIMIT_EXCEEDED',
  maxAliases: 'ALIAS_LIMIT_EXCEEDED',
  maxTokens: 'TOKEN_LIMIT_EXCEEDED',
  maxDirectives: 'DIRECTIVE_LIMIT_EXCEEDED',
  costLimit: 'COST_LIMIT_EXCEEDED',
} as const;

/**
 * graphql-armor words every refusal as "Syntax Error: …" with no code: a client cannot tell a
 * limit from a typo. Each limit's refusal is replaced by one error with the limit's message and
 * its own `extensions.code`, answered with HTTP 400 like any invalid document. The armor's own
 * error is not raised (propagateOnRejection: false), so nothing runs after a refusal either way.
 */
function refuseWith(code: string) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (_context: unknown, error: GraphQLError) => {
        throw new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code, http: { status: 400 } } });
      },
    ],
  };
}

export function graphqlLimitPlugins(limits: GraphQLLimits): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxDepth: { n: limits.maxDepth, ...refuseWith(graphqlLimitCodes.maxDepth) },
      maxAliases: { n: limits.maxAliases, ...refuseWith(graphqlLimitCodes.maxAliases) },
      maxTokens: { n: limits.maxTokens, ...refuseWith(graphqlLimitCodes.maxTokens) },
      maxDirectives: { n: limits.maxDirectives, ...refuseWith(graphqlLimitCodes.maxDirectives) },
      costLimit: { maxCost: limits.maxCost, ...refuseWith(graphqlLimitCodes.costLimit) },
      // Suggestions stay: the schema is public (printed in the repository).
      blockFieldSuggestion: { enabled: false },
    }),
    useStorableText(),
  ];
}

/** String literals of the document must be storable text (a validation rule: HTTP and WebSocket). */
function storableLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = unsafeTextProblem(node.value);
      if (problem) context.reportError(new GraphQLError(`String values ${problem}`, { nodes: [node] }));
    },
  };
}

/** The first unstorable text in a JSON value (keys included), as a message; null when none. */
export function unsafeVariablesProblem(value: unknown, path = 'variables', depth = 0): string | null {
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value);
    return problem ? `${path} ${problem}` : null;
  }
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  for (const [key, entry] of Object.entries(value)) {
    const keyProblem = unsafeTextProblem(key);
    if (keyProblem) return `${path} field names ${keyProblem}`;
    const problem = unsafeVariablesProblem(entry, `${path}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function useStorableText(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(storableLiterals),
    onParams: ({ params }) => {
      const problem = unsafeVariablesProblem(params.variables) ?? (params.operationName ? unsafeVariablesProblem(params.operationName, 'operationName') : null);
      if (problem) throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    },
  };
}
