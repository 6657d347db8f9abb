/** Whether `work` settles (resolves or rejects) within `ms`; it is left running either way. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([
    work.then(
      () => true as const,
      () => true as const,
    ),
    outOfTime,
  ]);
  clearTimeout(timer);
  return settled;
}
