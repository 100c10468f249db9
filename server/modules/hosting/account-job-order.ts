// The jobs that change one hosting account at WHM (its creation, its package, its suspension) share an order key
// (jobs/queue.ts): they run one at a time in the order they were queued, so a package change never reaches WHM before
// the account exists there and two of them never call WHM for the same account at once.
export const accountJobOrderKey = (accountId: number) => `hosting-account:${accountId}`;
