// The closest word the CLI knows to one it does not (`custmer` → `customer`), so a typo is
// answered with what was meant instead of the whole usage.

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known word nearest to `word`, when it is near enough to be a typo of it: at most one edit
 * in three letters (at least one), or `word` is the start of it (three letters or more). None
 * otherwise: a suggestion that is not close misleads more than it helps.
 */
export function closestMatch(word: string, known: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate.toLowerCase());
    const allowed = Math.max(1, Math.floor(Math.max(typed.length, candidate.length) / 3));
    const near = distance <= allowed || (typed.replace(/^-+/, '').length >= 3 && candidate.toLowerCase().startsWith(typed));
    if (near && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
