import type { ResourceDeclaration } from '../types.ts';

// STUB (resource-screens helper replaces): the <Resource> props derived from a declaration.
export function resourceProps(decl: ResourceDeclaration) {
  return { name: decl.name };
}
