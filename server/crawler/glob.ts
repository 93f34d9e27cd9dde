/**
 * Include/exclude path patterns of the website connector, matched without regular expressions.
 *
 * `*` matches within one path segment, `**` across segments, `?` one character (not `/`); a
 * pattern without a leading slash matches at any depth (after any `/`); a trailing `/` means the
 * directory and everything under it. The pattern covers the path, and may be followed by the
 * query (`/rooms/*` matches `/rooms/suite?view=sea`).
 *
 * Compiled to a tiny automaton that is simulated over the whole set of states at once (Thompson's
 * construction): the work is at most (pattern length × text length), whatever the pattern. A
 * regular expression with backtracking took 40 s for `/**` ten times against a 40-segment path.
 */
export interface PathPattern {
  readonly source: string;
  test(target: string): boolean;
}

type Token = { kind: 'char'; ch: string } | { kind: 'one' } | { kind: 'star' } | { kind: 'globstar' };

const repeats = (t: Token) => t.kind === 'star' || t.kind === 'globstar';

export function compileGlob(pattern: string): PathPattern {
  let p = pattern.trim();
  if (p.endsWith('/')) p += '**';
  const anchored = p.startsWith('/');
  const tokens: Token[] = [];
  for (let i = 0; i < p.length; i++) {
    const ch = p[i]!;
    if (ch === '*' && p[i + 1] === '*') {
      tokens.push({ kind: 'globstar' });
      i++;
    } else if (ch === '*') tokens.push({ kind: 'star' });
    else if (ch === '?') tokens.push({ kind: 'one' });
    else tokens.push({ kind: 'char', ch });
  }
  const k = tokens.length;

  // State i: tokens[0..i) matched. A repeating token may also match nothing (i → i+1); those
  // edges only go forward, so one forward pass closes a set.
  const close = (set: Uint8Array) => {
    for (let i = 0; i < k; i++) if (set[i] && repeats(tokens[i]!)) set[i + 1] = 1;
  };

  return {
    source: pattern,
    test(target: string): boolean {
      let cur = new Uint8Array(k + 1);
      let next = new Uint8Array(k + 1);
      cur[0] = 1;
      close(cur);
      for (let j = 0; ; j++) {
        if (cur[k] && (j === target.length || target[j] === '?')) return true;
        if (j === target.length) return false;
        const c = target[j]!;
        next.fill(0);
        let live = false;
        for (let i = 0; i < k; i++) {
          if (!cur[i]) continue;
          const t = tokens[i]!;
          if (t.kind === 'globstar' || (t.kind === 'star' && c !== '/')) next[i] = 1;
          else if ((t.kind === 'char' && t.ch === c) || (t.kind === 'one' && c !== '/')) next[i + 1] = 1;
          else continue;
          live = true;
        }
        // Unanchored patterns may start right after any slash.
        if (!anchored && c === '/') {
          next[0] = 1;
          live = true;
        }
        if (!live && anchored) return false;
        close(next);
        [cur, next] = [next, cur];
      }
    },
  };
}
