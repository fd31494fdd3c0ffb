/**
 * JSON that keeps bigint and Date values, for event payloads that cross processes (Redis).
 * A bigint becomes {"$bigint": "123"} and a Date {"$date": "…"}, and come back as they were.
 */
export function encode(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, current: unknown) {
    const original = this[key];
    if (typeof original === 'bigint') return { $bigint: original.toString() };
    if (original instanceof Date) return { $date: original.toISOString() };
    return current;
  });
}

export function decode<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const tagged = value as { $bigint?: unknown; $date?: unknown };
      const keys = Object.keys(value);
      if (keys.length === 1 && typeof tagged.$bigint === 'string') return BigInt(tagged.$bigint);
      if (keys.length === 1 && typeof tagged.$date === 'string') return new Date(tagged.$date);
    }
    return value;
  }) as T;
}
