// next/cache outside Next: the route server (route-server.ts) has no page cache to revalidate,
// and Next's own revalidatePath refuses to run without the request store Next's server sets up.
export function revalidatePath() {}
export function revalidateTag() {}
