import type { Services } from '../src/domain/services.js';

/**
 * Writes `count` events alike in one database transaction and answers when it began to commit
 * (performance.now()): the moment the workers may see them, where a deliveries figure starts.
 * Inserted outside one, the first rows would be claimed while the rest are still being written,
 * and the insert's own time would count as the workers'.
 */
export async function committedAtOnce(services: Services, count: number, event: { name: string; transactionId: number | null; partnerId: number }): Promise<number> {
  let committing = 0;
  await services.prisma.$transaction(
    async (tx) => {
      await tx.event.createMany({ data: Array.from({ length: count }, () => ({ ...event })) });
      committing = performance.now();
    },
    { timeout: 600_000 },
  );
  return committing;
}
