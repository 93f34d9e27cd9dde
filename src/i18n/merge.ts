type Tree = { [key: string]: string | Tree };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges message subtrees key by key, so two features may both add keys under `app.integrations`. */
export function deepMerge<T extends object>(...trees: object[]): T {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [k, v] of Object.entries(tree)) {
      const prev = out[k];
      out[k] = isTree(prev) && isTree(v) ? deepMerge<Tree>(prev, v) : (v as string | Tree);
    }
  }
  return out as T;
}
