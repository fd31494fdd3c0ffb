import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('graphql settings', () => {
  it('GRAPHQL_INTROSPECTION defaults to on in the sandbox and off in production', () => {
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
    expect(loadConfig({ ENVIRONMENT: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ENVIRONMENT: 'production', GRAPHQL_INTROSPECTION: 'yes' }).graphqlIntrospection).toBe(true);
  });

  it('reads GRAPHQL_MAX_* into graphqlLimits, the prefix dropped', () => {
    expect(loadConfig({ GRAPHQL_MAX_DEPTH: '8' }).graphqlLimits).toEqual({ maxDepth: 8, maxAliases: 15, maxTokens: 5000, maxDirectives: 20, maxCost: 5000 });
  });
});
